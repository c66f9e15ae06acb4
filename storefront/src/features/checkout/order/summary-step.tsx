import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import type { CheckoutStepProps } from '../checkout-step-props';
import layout from '../step-layout.module.css';
import styles from './order.module.css';
import { OrderTotals } from './order-totals';
import { ShipmentList } from './shipment-list';
import { ThreeDsDialog } from './three-ds-dialog';
import { usePlaceOrder } from './use-place-order';

/**
 * The summary step (spec 000 sections 2 and 4): totals with the promotion summary and what remains to pay,
 * the items grouped by shipment, and "Place order". A cart not fully paid sends the shopper back to payment
 * rather than letting the place fail.
 */
export function SummaryStep({ cart, checkout, goTo }: CheckoutStepProps) {
  const intl = useIntl();
  const { phase, notice, challenge, place, finishChallenge, cancelChallenge, dismissNotice } = usePlaceOrder({
    cart,
    checkout,
    goTo,
  });
  const noticeRef = useRef<HTMLDivElement>(null);
  const unpaid = cart.totals.remainingToPay > 0;

  // A notice replaces the page's focus target: the shopper hears and reaches it first.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  return (
    <section className={layout.step} aria-labelledby="summary-step-heading">
      <h2 id="summary-step-heading" className={layout.heading}>
        <FormattedMessage id="order.summary.heading" />
      </h2>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className={styles.notices}>
          {notice.kind === 'top-notification' ? (
            <Banner
              tone="error"
              title={intl.formatMessage({ id: 'order.summary.errorTitle' })}
              onDismiss={dismissNotice}
            >
              {notice.text}
            </Banner>
          ) : (
            <Banner
              tone="warning"
              title={intl.formatMessage({
                id: notice.orderUpdated ? 'order.summary.orderUpdated' : 'order.summary.cartChanged',
              })}
              onDismiss={dismissNotice}
            >
              <ul className={styles.list}>
                {notice.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </Banner>
          )}
        </div>
      ) : null}
      <div className={styles.columns}>
        <section className={styles.notices} aria-labelledby="summary-shipments-heading">
          <h3 id="summary-shipments-heading" className="visually-hidden">
            <FormattedMessage id="order.summary.shipments" />
          </h3>
          <ShipmentList items={cart.items} currency={cart.currency} headingLevel={4} />
        </section>
        <div className={styles.notices}>
          <OrderTotals
            priced={cart}
            currency={cart.currency}
            promoSummary={cart.promoSummary}
            headingId="summary-totals-heading"
            heading={intl.formatMessage({ id: 'order.summary.totals' })}
            showRemaining
          />
          {unpaid ? (
            <Banner
              tone="info"
              action={
                <Button variant="secondary" onClick={() => goTo('billing')}>
                  <FormattedMessage id="order.summary.backToPayment" />
                </Button>
              }
            >
              <FormattedMessage id="order.summary.remainingHint" />
            </Banner>
          ) : null}
          <Button
            variant="primary"
            size="lg"
            fullWidth
            loading={phase === 'placing'}
            disabled={unpaid}
            onClick={() => void place()}
          >
            {phase === 'placing' ? (
              <FormattedMessage id="order.summary.placing" />
            ) : (
              <FormattedMessage id="order.summary.place" />
            )}
          </Button>
        </div>
      </div>
      {challenge ? (
        <ThreeDsDialog
          challenge={challenge}
          verifying={phase === 'verifying'}
          onResult={(result) => void finishChallenge(result)}
          onClose={cancelChallenge}
        />
      ) : null}
    </section>
  );
}

/** The step as its own chunk (checkout-page.tsx loads it with its texts). */
export default SummaryStep;
