import type { Address } from '../../../../contracts/entities/address';
import type { TokenizedCard } from '../../../../contracts/entities/payment-instrument';
import type { RequestBodyInputOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { Cart } from '../cart';
import type { CommerceDeps } from '../commerce-deps';

export type PaymentMethod = ResponseBodyOf<'getPaymentMethods'>['paymentMethods'][number];
export type AddPaymentBody = RequestBodyInputOf<'addPaymentInstrument'>;
export type LoyaltyVouchers = ResponseBodyOf<'getLoyaltyVouchers'>;
export type LoyaltyVoucher = LoyaltyVouchers['applicableLoyaltyVouchers'][number];
export type GiftCardBalance = ResponseBodyOf<'getGiftCardBalance'>;
export type PaymentSession = ResponseBodyOf<'getPaymentSession'>;
type SavedInstrument = ResponseBodyOf<'listPaymentInstruments'>['payment_instruments'][number];
export type SavedCard = Extract<SavedInstrument, { payment_method_id: 'CREDIT_CARD' }>;
export type SavedRewardCode = Extract<SavedInstrument, { payment_method_id: 'REWARD_CODE' }>;
export type SavedRewardCard = Extract<SavedInstrument, { payment_method_id: 'REWARD_CARD' }>;

/** The cart answer of the payment calls carries the accepted methods too (they follow the total). */
export const PAYMENT_CART_VIEW = { expand: 'paymentMethods,shippingMethods,promoSummary' } as const;

/** The address fields a billing address sends (a saved or shipping address's ids and flags stay behind). */
export function billingFrom(address: Address): Address {
  const {
    id: _id,
    addressId: _a,
    shippingId: _s,
    approachType: _t,
    main: _m,
    updatedAt: _u,
    ...rest
  } = address;
  return rest;
}

/**
 * The checkout's billing and payment calls (spec 000 section 7), on the cart in the session. Every call
 * that changes the cart answers the whole cart; amounts, remaining to pay and the accepted methods are the
 * server's, never computed here.
 */
export function paymentCommerce(deps: CommerceDeps) {
  const cartId = (): string => {
    const id = deps.session.get().basketId;
    if (!id) throw new Error('The checkout needs a cart');
    return id;
  };
  const params = () => ({ basketId: cartId() });
  const add = (body: AddPaymentBody): Promise<Cart> =>
    deps.call('addPaymentInstrument', { params: params(), query: PAYMENT_CART_VIEW, body });

  return {
    setBillingAddress(address: Address): Promise<Cart> {
      return deps.call('setBillingAddress', { params: params(), body: billingFrom(address) });
    },

    async paymentMethods(): Promise<PaymentMethod[]> {
      return (await deps.call('getPaymentMethods', { params: params() })).paymentMethods;
    },

    /** Any instrument, as the contract's body for its method. */
    addPayment: add,

    /** A new card, as the payment provider tokenised it; saving it sends the bot-check response. */
    async payWithCard(card: TokenizedCard, options: { save?: boolean } = {}): Promise<Cart> {
      if (!options.save) return add({ payment_method_id: 'CREDIT_CARD', card });
      const recaptcha_response = await deps.botCheckToken('save_card');
      return add({ payment_method_id: 'CREDIT_CARD', card, saveCard: true, recaptcha_response });
    },

    payWithSavedCard(paymentInstrumentId: string): Promise<Cart> {
      return add({ payment_method_id: 'CREDIT_CARD', paymentInstrumentId });
    },

    addGiftCard(giftCardNumber: string, pin: string): Promise<Cart> {
      return add({ payment_method_id: 'GIFT_CARD', giftCardNumber, pin });
    },

    payWithPoints(points: number): Promise<Cart> {
      return add({ payment_method_id: 'LOYALTY_POINTS', points });
    },

    /** The athlete credit; without an amount it pays what it can (the payable amount). */
    payWithAthleteCredit(amount?: number): Promise<Cart> {
      return add({ payment_method_id: 'ATHLETES_PAYMENT', ...(amount === undefined ? {} : { amount }) });
    },

    addRewardCode(code: string): Promise<Cart> {
      return add({ payment_method_id: 'REWARD_CODE', code });
    },

    addRewardCard(cardNumber: string, pin?: string): Promise<Cart> {
      return add({ payment_method_id: 'REWARD_CARD', cardNumber, ...(pin ? { pin } : {}) });
    },

    /** Klarna: without a token it opens the cart's Klarna session; with one it records the authorisation. */
    payWithKlarna(authorization?: { token: string; category: string }): Promise<Cart> {
      return add({
        payment_method_id: 'KLARNA',
        ...(authorization
          ? { authorization_token: authorization.token, payment_method_category: authorization.category }
          : {}),
      });
    },

    payWithPaypal(approval: { orderID: string; payerID: string }): Promise<Cart> {
      return add({ payment_method_id: 'PAYPAL', orderID: approval.orderID, payerID: approval.payerID });
    },

    removePayment(paymentInstrumentId: string): Promise<Cart> {
      return deps.call('removePaymentInstrument', {
        params: params(),
        body: { payment_instrument_id: paymentInstrumentId },
      });
    },

    /** A loyalty voucher the member's points buy; null takes it off. */
    applyReward(voucher: LoyaltyVoucher | null): Promise<Cart> {
      return deps.call('applyReward', { params: params(), body: { appliedLoyaltyVoucher: voucher } });
    },

    giftCardBalance(giftCardNumber: string, pin: string): Promise<GiftCardBalance> {
      return deps.call('getGiftCardBalance', { body: { giftCardNumber, pin } });
    },

    /** The payment provider's session: the card drop-in's, or Klarna's priced from this cart. */
    paymentSession(kind: 'card' | 'klarna', referer: string): Promise<PaymentSession> {
      const query =
        kind === 'card'
          ? { referer, paymentMethodId: 'CREDIT_CARD' as const }
          : { referer, paymentMethod: 'klarna' as const, basketId: cartId() };
      return deps.call('getPaymentSession', { query });
    },

    async savedCards(): Promise<SavedCard[]> {
      const answer = await deps.call('listPaymentInstruments', {
        query: { payment_method_id: 'CREDIT_CARD' },
      });
      return answer.payment_instruments.filter((i): i is SavedCard => i.payment_method_id === 'CREDIT_CARD');
    },

    async rewardCodes(): Promise<SavedRewardCode[]> {
      const answer = await deps.call('listPaymentInstruments', {
        query: { payment_method_id: 'REWARD_CODE' },
      });
      return answer.payment_instruments.filter(
        (i): i is SavedRewardCode => i.payment_method_id === 'REWARD_CODE',
      );
    },

    async rewardCards(): Promise<SavedRewardCard[]> {
      const answer = await deps.call('listPaymentInstruments', {
        query: { payment_method_id: 'REWARD_CARD' },
      });
      return answer.payment_instruments.filter(
        (i): i is SavedRewardCard => i.payment_method_id === 'REWARD_CARD',
      );
    },

    loyaltyVouchers(): Promise<LoyaltyVouchers> {
      return deps.call('getLoyaltyVouchers');
    },
  };
}

export type PaymentCommerce = ReturnType<typeof paymentCommerce>;
