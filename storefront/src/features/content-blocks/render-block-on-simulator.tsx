import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../app/query-client';
import { CommerceProvider } from '../../commerce/commerce-context';
import { SiteConfigProvider } from '../../config/site-config-provider';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import type { TestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { BlockList } from './block-renderer';
import type { ShownBlock } from './resolve-blocks';

/**
 * For tests: content blocks drawn by the block list (each renderer as a page loads it), on the test
 * simulator's real handlers, at `path` in an in-memory data router (its location and history are the
 * router's), with the locale's messages.
 */
export function renderBlockOnSimulator(
  sim: TestSimulator,
  blocks: readonly ShownBlock[],
  { path = '/en-us', locale = 'en-us' }: { path?: string; locale?: string } = {},
) {
  const commerce = testCommerce(sim);
  const queryClient = createQueryClient();
  const page = { type: 'other', url: path } as const;
  const router = createMemoryRouter([{ path: '*', element: <BlockList blocks={blocks} page={page} /> }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CommerceProvider commerce={commerce}>
        <SiteConfigProvider locale={locale} readOverrides={false}>
          <TestIntlProvider locale={locale}>
            <RouterProvider router={router} />
          </TestIntlProvider>
        </SiteConfigProvider>
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, commerce, user: userEvent.setup() };
}
