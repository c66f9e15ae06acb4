import type { CardType, CartPaymentMethod } from '../../../contracts/entities/payment-instrument';
import { type Failure, failure } from '../failure';
import type { Minor } from './money';
import { type Destination, isRemote } from './shipping';
import type { ShopperFacts } from './shopper';

/**
 * The payment methods a cart accepts, in display order (filtered by cart, shopper type and region; the
 * spec lists the methods, the filter is designed): cards everywhere, gift cards unless the cart buys gift
 * cards, PayPal and Klarna online only (not for associates in store), Klarna from 10.00, loyalty
 * methods for members, athlete payment for athletes.
 */
interface MethodsInput {
  readonly region?: string | undefined;
  readonly shopper: ShopperFacts;
  readonly cartBuysGiftCards: boolean;
  readonly total: Minor;
}

export const KLARNA_MINIMUM: Minor = 1000;

const CARD_TYPES: Readonly<Record<string, CardType[]>> = {
  NORA: ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'],
};
const DEFAULT_CARD_TYPES: CardType[] = ['VISA', 'MASTERCARD', 'AMEX'];

export function acceptedMethods(input: MethodsInput): CartPaymentMethod[] {
  const { shopper } = input;
  const associate = shopper.kind === 'associate';
  const member = shopper.kind !== 'guest' && shopper.isLoyaltyMember && !shopper.loyaltyRefusal;
  const methods: CartPaymentMethod[] = [
    {
      id: 'CREDIT_CARD',
      name: 'Credit or debit card',
      cardTypes: (input.region ? CARD_TYPES[input.region] : undefined) ?? DEFAULT_CARD_TYPES,
    },
  ];
  if (!input.cartBuysGiftCards) methods.push({ id: 'GIFT_CARD', name: 'Gift card' });
  if (!associate) methods.push({ id: 'PAYPAL', name: 'PayPal' });
  if (!associate && input.total >= KLARNA_MINIMUM) methods.push({ id: 'KLARNA', name: 'Klarna' });
  if (member) {
    methods.push({ id: 'LOYALTY_POINTS', name: 'Loyalty points' });
    methods.push({ id: 'REWARD_CODE', name: 'Reward code' });
    methods.push({ id: 'REWARD_CARD', name: 'Reward card' });
  }
  if (shopper.athlete) methods.push({ id: 'ATHLETES_PAYMENT', name: 'Athlete credit' });
  return methods;
}

export const accepts = (methods: readonly CartPaymentMethod[], id: CartPaymentMethod['id']): boolean =>
  methods.some((m) => m.id === id);

/** Methods that cannot pay for a home delivery to a remote destination (designed: Klarna's service area). */
const NOT_FOR_REMOTE: readonly CartPaymentMethod['id'][] = ['KLARNA'];

/**
 * PAY401 "cannot ship there with this payment" (designed): Klarna does not finance home deliveries to the
 * remote destinations that `me` does not reach either (AK, HI, the territories, NT, NU, YT).
 */
export function paymentShippingRefusal(
  methods: readonly CartPaymentMethod['id'][],
  homeDestination: Destination | undefined,
): Failure | undefined {
  const method = methods.find((m) => NOT_FOR_REMOTE.includes(m));
  if (!method || !isRemote(homeDestination)) return undefined;
  return failure(
    'PAY401',
    `Klarna cannot pay for delivery to ${homeDestination?.province}; choose another payment method.`,
  );
}
