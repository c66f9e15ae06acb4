import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOptionalRuntimeConfig } from '../../../app/services';
import type { Cart } from '../../../commerce/cart';
import type { PlacedOrder } from '../../../commerce/checkout/order';
import type { ThreeDsChallenge } from '../../../commerce/checkout/three-ds-provider';
import { useCommerce, useSession } from '../../../commerce/commerce-context';
import { useSiteConfig } from '../../../config/site-config-provider';
import { activeGroupsAllow } from '../../../consent/active-groups-signal';
import { errorMessage, errorMessageForId } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { useToasts } from '../../../ui/toast/toast-store';
import { cartKey, setCartData } from '../../cart/cart-query';
import type { CheckoutStepProps } from '../checkout-step-props';
import { deliveryChanges, type PlaceOrderOutcome, placeOrderOutcome } from './place-order-outcome';

export type PlacePhase = 'idle' | 'placing' | 'challenge' | 'verifying';

/** What the summary shows above its content after a place attempt. */
export type SummaryNotice =
  | { readonly kind: 'top-notification'; readonly text: string }
  | { readonly kind: 'cart-changed'; readonly orderUpdated: boolean; readonly messages: readonly string[] };

/**
 * Placing the order (spec 000 sections 4 and 8): prepare, place, and the outcome table's transition
 * applied — confirmation page, 3-D Secure challenge, cart refresh with its flash messages, back to
 * shipping, a top notification, or a sticky error toast. One placement at a time: the button is busy
 * and a second press while one runs does nothing.
 */
export function usePlaceOrder({
  cart,
  checkout,
  goTo,
}: Pick<CheckoutStepProps, 'cart' | 'checkout' | 'goTo'>) {
  const intl = useIntl();
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { locale } = useSiteConfig();
  const toasts = useToasts();
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [notice, setNotice] = useState<SummaryNotice | null>(null);
  const [challenge, setChallenge] = useState<ThreeDsChallenge | null>(null);
  const running = useRef(false);
  const config = useOptionalRuntimeConfig();
  const session = useSession();

  const flashTexts = (fresh: Pick<Cart, 'flash'>): string[] => [
    ...new Set((fresh.flash ?? []).map((f) => errorMessageForId(intl, f.code) ?? f.message)),
  ];

  const confirmed = (order: PlacedOrder) => {
    if (config && activeGroupsAllow('C0004')) {
      const context = { session, baseUrl: config.experimentationBaseUrl, simulatorInPage: config.simulator };
      // Revenue in minor units, as the event log counts it.
      const tags = { revenue: Math.round(cart.totals.total * 100) };
      void import('../../../commerce/experiments/optimizely-client').then((m) =>
        m.reportConversion('purchase', context, tags),
      );
    }
    queryClient.removeQueries({ queryKey: cartKey(cart.id) });
    void navigate(`/${locale}/order-confirmation`, { state: { orderNumber: order.orderNumber } });
    goTo('shipping');
  };

  const stickyToast = (message: string) =>
    toasts.show({
      title: intl.formatMessage({ id: 'order.summary.errorTitle' }),
      message,
      tone: 'error',
      autoClose: false,
    });

  async function apply(outcome: PlaceOrderOutcome): Promise<void> {
    switch (outcome.kind) {
      case 'confirmed':
        return confirmed(outcome.order);
      case 'three-ds':
        setChallenge(outcome.challenge);
        setPhase('challenge');
        return;
      case 'refresh-cart': {
        const fresh = await commerce.cart.getCart().catch(() => null);
        if (fresh) setCartData(queryClient, fresh);
        const messages = fresh && outcome.showFlash ? flashTexts(fresh) : [];
        setNotice({
          kind: 'cart-changed',
          orderUpdated: !!fresh && deliveryChanges(fresh).length > 0,
          messages: messages.length > 0 ? messages : [errorMessage(intl, outcome.error)],
        });
        return;
      }
      case 'step-back':
        toasts.show({
          title: intl.formatMessage({ id: 'order.summary.stepBack' }),
          message: errorMessage(intl, outcome.error),
          tone: 'warning',
          autoClose: false,
        });
        goTo(outcome.step);
        return;
      case 'top-notification':
        setNotice({ kind: 'top-notification', text: errorMessage(intl, outcome.error) });
        return;
      case 'provider-declined':
        stickyToast(errorMessageForId(intl, outcome.messageCode) ?? errorMessage(intl, outcome.error));
        return;
      case 'error-toast':
        stickyToast(errorMessage(intl, outcome.error));
        return;
    }
  }

  async function place(): Promise<void> {
    if (running.current) return;
    running.current = true;
    setPhase('placing');
    setNotice(null);
    let next: PlacePhase = 'idle';
    try {
      const prepared = await checkout.order.prepareOrder();
      setCartData(queryClient, prepared);
      if (deliveryChanges(prepared).length > 0) {
        // The server moved lines to another delivery: the shopper reviews before placing.
        setNotice({ kind: 'cart-changed', orderUpdated: true, messages: flashTexts(prepared) });
        return;
      }
      const outcome = placeOrderOutcome({ order: await checkout.order.placeOrder(prepared) });
      if (outcome.kind === 'three-ds') next = 'challenge';
      await apply(outcome);
    } catch (error) {
      await apply(placeOrderOutcome({ error }));
    } finally {
      running.current = false;
      setPhase(next);
    }
  }

  /** The challenge's result: patch the order; approved goes to the confirmation, failed back to billing. */
  async function finishChallenge(threeDS2Result: string): Promise<void> {
    setPhase('verifying');
    try {
      const order = await checkout.order.completeChallenge(threeDS2Result);
      setChallenge(null);
      setPhase('idle');
      confirmed(order);
    } catch {
      setChallenge(null);
      setPhase('idle');
      queryClient.removeQueries({ queryKey: cartKey(cart.id) });
      toasts.show({
        title: intl.formatMessage({ id: 'order.threeDs.failedTitle' }),
        message: intl.formatMessage({ id: 'order.threeDs.failed' }),
        tone: 'error',
        autoClose: false,
      });
      goTo('billing');
    }
  }

  /** The shopper closed the challenge: the order stays unpaid; placing again starts over. */
  const cancelChallenge = () => {
    setChallenge(null);
    setPhase('idle');
  };

  return {
    phase,
    notice,
    challenge,
    place,
    finishChallenge,
    cancelChallenge,
    dismissNotice: () => setNotice(null),
  };
}
