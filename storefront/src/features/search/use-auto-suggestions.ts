import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { getCurrentLocale } from '../../i18n/current-locale';
import { useDebouncedValue } from './use-debounced-value';

export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGEST_MIN_CHARS = 2;

/** Type-ahead suggestions for what is typed, asked once typing pauses for 200 ms. */
export function useAutoSuggestions(text: string) {
  const commerce = useCommerce();
  const q = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = q.length >= SUGGEST_MIN_CHARS;
  const query = useQuery({
    queryKey: ['catalogue', 'suggest', getCurrentLocale(), q],
    queryFn: ({ signal }) => commerce.catalogue.getAutoSuggestions(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return { ...query, data: enabled ? query.data : undefined, q };
}
