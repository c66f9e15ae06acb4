import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import type { ShippingAddressOutcome } from '../../../commerce/checkout/shipping';
import { useSession } from '../../../commerce/commerce-context';
import { isSignedIn } from '../../../commerce/session-state';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { toastStore } from '../../../ui/toast/toast-store';
import { setCartData } from '../../cart/cart-query';
import { useProfile } from '../../session/use-profile';
import { lineDeliveryComplete, needsShippingAddress } from '../checkout-flow';
import type { CheckoutStepProps } from '../checkout-step-props';
import layout from '../step-layout.module.css';
import { addressErrorRoute } from './address-error-route';
import { type AddressFieldErrors, AddressForm } from './address-form';
import { AddressOffer } from './address-offer';
import { addressOf, formValuesOf } from './address-schema';
import { DeliveryLines } from './delivery-lines';
import styles from './shipping-step.module.css';

type Offer = Extract<ShippingAddressOutcome, { kind: 'suggestion' }>;

/**
 * The shipping step (spec 000 sections 2, 5 and 8): each line's delivery, then the home address when a line
 * ships home (a cart of pickup lines needs none). The address is validated first and a corrected form is
 * offered back; the bot-check token goes with the submit only when the site enables it.
 */
export function ShippingStep({ cart, checkout, onComplete }: CheckoutStepProps) {
  const intl = useIntl();
  const site = useSiteConfig();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const session = useSession();
  const [banner, setBanner] = useState<string>();
  const [offer, setOffer] = useState<Offer>();
  const [busy, setBusy] = useState(false);
  const needsAddress = needsShippingAddress(cart);
  const linesComplete = cart.items.every((line) => lineDeliveryComplete(cart, line, site.settings));
  const saved = (profile.data?.consumerDetails.address ?? []).filter((a) => a.approachType !== 'B');

  /** Sets the address (validated first unless chosen from an offer); answers field errors for the form. */
  async function submit(address: Address, validate: boolean): Promise<AddressFieldErrors | undefined> {
    setBanner(undefined);
    setBusy(true);
    try {
      const outcome = await checkout.shipping.setAddress(address, {
        validate,
        botCheck: site.features.botCheckOnAddressSubmit,
      });
      if (outcome.kind === 'suggestion') {
        setOffer(outcome);
        return undefined;
      }
      setOffer(undefined);
      setCartData(queryClient, outcome.cart);
      if (linesComplete) onComplete();
      return undefined;
    } catch (error) {
      setOffer(undefined);
      const message = errorMessage(intl, error);
      const route = addressErrorRoute(error);
      if (route.kind === 'field') return { [route.field]: message };
      if (route.kind === 'banner') setBanner(message);
      else
        toastStore.show({
          title: intl.formatMessage({ id: 'checkout.shipping.failed' }),
          message,
          tone: 'error',
          autoClose: false,
        });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={layout.step}>
      {banner ? (
        <Banner tone="error" onDismiss={() => setBanner(undefined)}>
          {banner}
        </Banner>
      ) : null}
      <DeliveryLines cart={cart} />
      {!linesComplete ? (
        <p role="status">
          <FormattedMessage id="checkout.shipping.linesIncomplete" />
        </p>
      ) : null}
      {needsAddress ? (
        <section aria-labelledby="checkout-shipping-address">
          <h3 id="checkout-shipping-address" className={styles.subheading}>
            <FormattedMessage id="checkout.shipping.address" />
          </h3>
          {offer ? (
            <AddressOffer
              entered={offer.entered}
              suggestion={offer.suggestion}
              busy={busy}
              onChoose={(address) => void submit(address, false)}
            />
          ) : (
            <AddressForm
              // A profile arriving late brings the main saved address: the form starts again with it.
              key={profile.data ? 'profile' : 'guest'}
              form="shipping"
              checkout={checkout}
              idPrefix="shipping"
              defaultValues={
                cart.shippingAddress ? formValuesOf(cart.shippingAddress, site.country) : undefined
              }
              savedAddresses={saved}
              contactEmail={!isSignedIn(session)}
              submitLabel={intl.formatMessage({ id: 'checkout.shipping.submit' })}
              busy={busy}
              onSubmit={(values) => submit(addressOf(values), true)}
            />
          )}
        </section>
      ) : (
        <Button disabled={!linesComplete} onClick={onComplete}>
          {intl.formatMessage({ id: 'checkout.shipping.continue' })}
        </Button>
      )}
    </div>
  );
}

/** The step as its own chunk (checkout-page.tsx loads it with its texts). */
export default ShippingStep;
