import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import type { Cart } from '../../commerce/cart';
import { checkoutCommerceOf } from '../../commerce/checkout/checkout-commerce';
import { readLastOrder } from '../../commerce/checkout/order-store';
import { useCommerce } from '../../commerce/commerce-context';
import { useSiteConfig } from '../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { PageMeta } from '../../routes/page-meta';
import { Button } from '../../ui/button/button';
import { Spinner } from '../../ui/spinner/spinner';
import { useAfterPaint } from '../../ui/viewport/use-after-paint';
import { useCart } from '../cart/use-cart';
import { Espot } from '../content-blocks/espot/espot';
import { isStepCompleted } from './checkout-flow';
import styles from './checkout-page.module.css';
import { CHECKOUT_STEPS, type CheckoutStepId, type CheckoutStepProps } from './checkout-step-props';
import { RunningSummary } from './running-summary';
import { StepLoading } from './step-loading';
import { StepSummary } from './step-summary';
import { useCheckoutFlow } from './use-checkout-flow';
import { useExpressCheckout } from './use-express-checkout';

/**
 * Each step's component (the flow decides which one is shown), each its own chunk with its texts: the page,
 * its title and its steps show before the forms' code (Zod, the phone metadata, the payment methods) arrives.
 */
const STEP_COMPONENTS = {
  shipping: lazyWithMessages<CheckoutStepProps>(
    () => import('./shipping/shipping-step'),
    ['checkout', 'delivery'],
  ),
  billing: lazyWithMessages<CheckoutStepProps>(
    () => import('./payment/billing-step'),
    ['payment', 'checkout', 'delivery'],
  ),
  summary: lazyWithMessages<CheckoutStepProps>(() => import('./order/summary-step'), ['order']),
} satisfies Record<CheckoutStepId, unknown>;

/** /{locale}/checkout (spec 000 section 2): the steps of checkout-flow.ts, one section each. */
export function CheckoutPage() {
  const intl = useIntl();
  const site = useSiteConfig();
  // A new cart replacing this one (a failed 3-D Secure challenge) loads behind the open checkout.
  const query = useCart({ keepPrevious: true });
  const cart = query.data;
  // The order placed last when the page opened: a new one means this checkout's cart became an order.
  const [orderBefore] = useState(() => readLastOrder()?.orderNumber);

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <div className={styles.state}>
        <Spinner label={intl.formatMessage({ id: 'checkout.page.loading' })} />
      </div>
    );
  } else if (query.isError && !cart) {
    content = (
      <div className={styles.state} role="alert">
        <p>
          <FormattedMessage id="checkout.page.loadFailed" />
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <FormattedMessage id="checkout.page.retry" />
        </Button>
      </div>
    );
  } else if ((!cart || cart.items.length === 0) && readLastOrder()?.orderNumber !== orderBefore) {
    // The order was placed: the confirmation page is on its way (its chunk may still be loading, the old
    // page showing meanwhile), and the new empty cart must not send the shopper to the cart page instead.
    content = (
      <div className={styles.state}>
        <Spinner label={intl.formatMessage({ id: 'checkout.page.loading' })} />
      </div>
    );
  } else if (!cart || cart.items.length === 0) {
    // Nothing to check out: back to the (empty) cart.
    return <Navigate replace to={`/${site.locale}/cart`} />;
  } else {
    content = <CheckoutSteps cart={cart} />;
  }

  return (
    <div className={styles.page}>
      <PageMeta
        title={intl.formatMessage({ id: 'checkout.page.title' })}
        description={intl.formatMessage({ id: 'checkout.page.description' })}
        canonicalPath={`/${site.locale}/checkout`}
      />
      <h1 className={styles.title}>
        <FormattedMessage id="checkout.page.heading" />
      </h1>
      {content}
    </div>
  );
}

function CheckoutSteps({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const commerce = useCommerce();
  const checkout = useMemo(() => checkoutCommerceOf(commerce), [commerce]);
  const { settings } = useSiteConfig();
  const flow = useCheckoutFlow(cart, settings);
  const expressRunning = useExpressCheckout(cart, flow, checkout);
  const headings = useRef<Partial<Record<CheckoutStepId, HTMLHeadingElement | null>>>({});
  const shownStep = useRef(flow.step);
  // The page (title, steps, what is done) paints before the current step's form code is even requested.
  const painted = useAfterPaint();

  // Focus follows the step (not on arrival: the page's own focus handling comes first).
  useEffect(() => {
    if (shownStep.current === flow.step) return;
    shownStep.current = flow.step;
    headings.current[flow.step]?.focus();
  }, [flow.step]);

  const stepName = (step: CheckoutStepId) => intl.formatMessage({ id: `checkout.step.${step}` });
  const reviewing = flow.step === 'summary';

  if (expressRunning) {
    return (
      <div className={styles.state}>
        <Spinner label={intl.formatMessage({ id: 'checkout.express.preparing' })} />
      </div>
    );
  }

  return (
    <div className={reviewing ? `${styles.layout} ${styles.reviewing}` : styles.layout}>
      {/* The review step is the order summary itself (lines, totals, what is left to pay) at full width. */}
      {reviewing ? null : (
        <div className={styles.aside}>
          <RunningSummary cart={cart} />
          {/* Reassurance (secure payment, returns) under the summary. */}
          <Espot slug="checkout" pageType="checkout" />
        </div>
      )}
      <div className={styles.main}>
        <nav aria-label={intl.formatMessage({ id: 'checkout.steps.label' })}>
          <ol className={styles.indicator}>
            {CHECKOUT_STEPS.map((step, index) => {
              const done = isStepCompleted(flow.step, step);
              return (
                <li
                  key={step}
                  className={done ? styles.done : undefined}
                  aria-current={flow.step === step ? 'step' : undefined}
                >
                  {intl.formatMessage(
                    { id: done ? 'checkout.steps.itemDone' : 'checkout.steps.item' },
                    { number: index + 1, name: stepName(step) },
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className={styles.steps}>
          {CHECKOUT_STEPS.map((step, index) => {
            const current = flow.step === step;
            const done = isStepCompleted(flow.step, step);
            const Step = STEP_COMPONENTS[step];
            const headingId = `checkout-step-${step}`;
            return (
              <section
                key={step}
                aria-labelledby={headingId}
                className={[styles.step, !current && !done ? styles.upcoming : undefined]
                  .filter(Boolean)
                  .join(' ')}
              >
                <div className={styles.stepHeader}>
                  <h2
                    id={headingId}
                    tabIndex={-1}
                    className={styles.stepHeading}
                    ref={(element) => {
                      headings.current[step] = element;
                    }}
                  >
                    {intl.formatMessage(
                      { id: 'checkout.steps.item' },
                      { number: index + 1, name: stepName(step) },
                    )}
                  </h2>
                  {done ? (
                    <Button
                      variant="link"
                      size="sm"
                      aria-label={intl.formatMessage(
                        { id: 'checkout.step.editLabel' },
                        { name: stepName(step) },
                      )}
                      onClick={() => flow.goTo(step)}
                    >
                      <FormattedMessage id="checkout.step.edit" />
                    </Button>
                  ) : null}
                </div>
                {done ? <StepSummary step={step} cart={cart} /> : null}
                {current ? (
                  <div className={styles.stepBody}>
                    {painted ? (
                      <Suspense fallback={<StepLoading />}>
                        {/* A replaced cart (a failed 3-D Secure challenge's new one) starts its step afresh. */}
                        <Step
                          key={cart.id}
                          cart={cart}
                          checkout={checkout}
                          onComplete={() => flow.complete(step)}
                          goTo={flow.goTo}
                        />
                      </Suspense>
                    ) : (
                      <StepLoading />
                    )}
                  </div>
                ) : null}
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
