import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** Server state: a minute fresh, no retry on a 4xx (an error id is an answer, not a glitch). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
