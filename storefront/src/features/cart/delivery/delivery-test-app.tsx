import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../app/query-client';
import { CommerceProvider, useCommerce, useSession } from '../../../commerce/commerce-context';
import { SiteConfigProvider } from '../../../config/site-config-provider';
import { TestIntlProvider } from '../../../i18n/test-intl-provider';
import type { TestSimulator } from '../../../testing/simulator-server';
import { testCommerce } from '../../../testing/test-commerce';
import { DialogHost } from '../../../ui/dialog/dialog-host';
import { CheckStoreAvailability } from '../../stores/check-store-availability';
import { LineDelivery } from './line-delivery';

/** The delivery and store dialogs, registered as routes/app-dialog-host.tsx does. */
const dialogs = {
  pickupInStore: lazy(() => import('../../stores/store-picker-dialog')),
  changeStoreConfirmation: lazy(() => import('../../stores/change-store-dialog')),
  storeChanged: lazy(() => import('../../stores/store-changed-dialog')),
  cartChangeShippingMethod: lazy(() => import('./change-shipping-method-dialog')),
  addGiftOption: lazy(() => import('./gift-option-dialog')),
};

/** The cart's lines, each with its delivery, as the cart page shows them (the cart query under 'cart'). */
function CartLines() {
  const commerce = useCommerce();
  const { basketId } = useSession();
  const cart = useQuery({
    queryKey: ['cart', basketId],
    queryFn: async () => (await commerce.cartDelivery.currentCart()) ?? null,
  });
  if (!cart.data) return null;
  const current = cart.data;
  return (
    <ul>
      {current.items.map((line) => (
        <li key={line.id} aria-label={line.name}>
          <LineDelivery line={line} cart={current} />
        </li>
      ))}
    </ul>
  );
}

/** For tests: any element with the query client, the commerce adapter, site config and messages. */
export function renderWithServices(
  sim: TestSimulator,
  element: ReactNode,
  options: { commerce?: ReturnType<typeof testCommerce>; flags?: Record<string, boolean> } = {},
) {
  const commerce = options.commerce ?? testCommerce(sim);
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/en-us']}>
      <QueryClientProvider client={createQueryClient()}>
        <CommerceProvider commerce={commerce}>
          <SiteConfigProvider locale="en-us" overrides={options.flags ?? {}} readOverrides={false}>
            <TestIntlProvider locale="en-us">{element}</TestIntlProvider>
          </SiteConfigProvider>
        </CommerceProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, user, commerce };
}

/**
 * For tests: cart lines with their delivery, the product page's store availability button and the dialog
 * host, on the simulator's real handlers, with site flags overridden as asked.
 */
export function renderDeliveryApp(
  sim: TestSimulator,
  options: { commerce?: ReturnType<typeof testCommerce>; flags?: Record<string, boolean>; sku?: string } = {},
) {
  return renderWithServices(
    sim,
    <>
      <CartLines />
      <CheckStoreAvailability productId="SPJK0001" sku={options.sku} />
      <DialogHost registry={dialogs} />
    </>,
    options,
  );
}
