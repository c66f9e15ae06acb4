import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { CommerceProvider } from '../commerce/commerce-context';
import type { Commerce } from '../commerce/create-commerce';
import type { RuntimeConfig } from './runtime-config';

/** What lives for the whole visit, whatever the locale: configuration, server state, the commerce adapter. */
export interface AppServices {
  readonly config: RuntimeConfig;
  readonly queryClient: QueryClient;
  readonly commerce: Commerce;
}

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ServiceProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ConfigContext.Provider value={services.config}>
      <QueryClientProvider client={services.queryClient}>
        <CommerceProvider commerce={services.commerce}>{children}</CommerceProvider>
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
}

/** The runtime configuration where the app's services are provided; null in a tree without them. */
export function useOptionalRuntimeConfig(): RuntimeConfig | null {
  return useContext(ConfigContext);
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs <ServiceProviders>');
  return config;
}
