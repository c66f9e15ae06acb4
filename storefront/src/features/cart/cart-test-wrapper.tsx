import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../app/query-client';
import { CommerceProvider } from '../../commerce/commerce-context';
import { SiteConfigProvider } from '../../config/site-config-provider';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import type { TestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';

/** Providers for cart hook tests: a router, a commerce adapter on the test simulator, queries, messages, site config. */
export function cartTestProviders(sim: TestSimulator, flags: Record<string, boolean> = {}) {
  const commerce = testCommerce(sim);
  const queryClient = createQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={['/en-us']}>
        <QueryClientProvider client={queryClient}>
          <CommerceProvider commerce={commerce}>
            <SiteConfigProvider locale="en-us" overrides={flags} readOverrides={false}>
              <TestIntlProvider locale="en-us">{children}</TestIntlProvider>
            </SiteConfigProvider>
          </CommerceProvider>
        </QueryClientProvider>
      </MemoryRouter>
    );
  }
  return { commerce, queryClient, Wrapper };
}
