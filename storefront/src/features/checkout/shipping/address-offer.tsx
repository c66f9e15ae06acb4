import { useEffect, useRef } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { addressLines } from '../address-lines';
import styles from './shipping-step.module.css';

export interface AddressOfferProps {
  readonly entered: Address;
  readonly suggestion: Address;
  readonly busy: boolean;
  readonly onChoose: (address: Address) => void;
}

/** The address service's corrected address offered back: use it, or keep the one entered. */
export function AddressOffer({ entered, suggestion, busy, onChoose }: AddressOfferProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.offer} aria-labelledby="checkout-address-offer">
      <h3 id="checkout-address-offer" ref={heading} tabIndex={-1} className={styles.offerHeading}>
        <FormattedMessage id="checkout.shipping.offer.title" />
      </h3>
      <p>
        <FormattedMessage id="checkout.shipping.offer.intro" />
      </p>
      <div className={styles.offerChoices}>
        <div>
          <h4>
            <FormattedMessage id="checkout.shipping.offer.suggested" />
          </h4>
          <address className={styles.address}>{addressLines(suggestion)}</address>
          <Button loading={busy} onClick={() => onChoose(suggestion)}>
            {intl.formatMessage({ id: 'checkout.shipping.offer.useSuggested' })}
          </Button>
        </div>
        <div>
          <h4>
            <FormattedMessage id="checkout.shipping.offer.entered" />
          </h4>
          <address className={styles.address}>{addressLines(entered)}</address>
          <Button variant="secondary" loading={busy} onClick={() => onChoose(entered)}>
            {intl.formatMessage({ id: 'checkout.shipping.offer.keepEntered' })}
          </Button>
        </div>
      </div>
    </section>
  );
}
