import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import type { Cart } from '../../../commerce/cart';
import { type CheckoutCommerce, checkoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import { CommerceProvider, useCommerce } from '../../../commerce/commerce-context';
import type { CommerceDeps } from '../../../commerce/commerce-deps';
import { SiteConfigProvider } from '../../../config/site-config-provider';
import { TestIntlProvider } from '../../../i18n/test-intl-provider';
import type { testCommerce } from '../../../testing/test-commerce';
import { Toaster } from '../../../ui/toast/toaster';
import { cartKey } from '../../cart/cart-query';
import type { CheckoutStepId } from '../checkout-step-props';
import { SummaryStep } from './summary-step';

/** The summary on the cached cart, as the checkout page gives it (the cart query, first from `initial`). */
function CurrentCartSummary({
  initial,
  checkout,
  goTo,
}: {
  initial: Cart;
  checkout: CheckoutCommerce;
  goTo: (step: CheckoutStepId) => void;
}) {
  const commerce = useCommerce();
  const cart = useQuery({
    queryKey: cartKey(initial.id),
    queryFn: async () => (await commerce.cart.getCart()) ?? initial,
    initialData: initial,
  });
  return <SummaryStep cart={cart.data} checkout={checkout} onComplete={() => {}} goTo={goTo} />;
}

/**
 * For tests: the summary step for `cart` on the simulator's real handlers, with the toasts, a
 * confirmation route, a goTo spy and a count of the orders sent.
 */
export function renderSummary(commerce: ReturnType<typeof testCommerce>, initial: Cart) {
  const sent: string[] = [];
  const call: CommerceDeps['call'] = (id, input) => {
    sent.push(id);
    return commerce.deps.call(id, input);
  };
  const checkout = checkoutCommerce({ ...commerce.deps, call });
  const goTo = vi.fn<(step: CheckoutStepId) => void>();
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CommerceProvider commerce={commerce}>
        <SiteConfigProvider locale="en-us" overrides={{}} readOverrides={false}>
          <TestIntlProvider locale="en-us">
            <MemoryRouter initialEntries={['/en-us/checkout']}>
              <Routes>
                <Route
                  path="/en-us/checkout"
                  element={<CurrentCartSummary initial={initial} checkout={checkout} goTo={goTo} />}
                />
                <Route path="/en-us/order-confirmation" element={<h1>Confirmation page</h1>} />
              </Routes>
              <Toaster />
            </MemoryRouter>
          </TestIntlProvider>
        </SiteConfigProvider>
      </CommerceProvider>
    </QueryClientProvider>,
  );
  const placeCalls = () => sent.filter((id) => id === 'placeOrder').length;
  return { ...view, user, goTo, queryClient, placeCalls };
}
