import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import type { Cart } from '../../../commerce/cart';
import { checkoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import { CommerceProvider } from '../../../commerce/commerce-context';
import type { CommerceDeps } from '../../../commerce/commerce-deps';
import { SiteConfigProvider } from '../../../config/SiteConfigProvider';
import { TestIntlProvider } from '../../../i18n/TestIntlProvider';
import type { testCommerce } from '../../../testing/test-commerce';
import { Toaster } from '../../../ui/toast/Toaster';
import type { CheckoutStepId } from '../checkout-step-props';
import { SummaryStep } from './summary-step';

/**
 * For tests: the summary step for `cart` on the simulator's real handlers, with the toasts, a
 * confirmation route, a goTo spy and a count of the orders sent.
 */
export function renderSummary(commerce: ReturnType<typeof testCommerce>, cart: Cart) {
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
                  element={<SummaryStep cart={cart} checkout={checkout} onComplete={() => {}} goTo={goTo} />}
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
