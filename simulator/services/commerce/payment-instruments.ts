import type {
  AddPaymentInstrumentRequest,
  RemovePaymentInstrumentRequest,
} from '../../../contracts/entities/payment-instrument';
import type { AppliedLoyaltyVoucher } from '../../../contracts/entities/promotions';
import type { World } from '../../core/world';
import type { CartRecord, InstrumentRecord } from '../../db/commerce-records';
import { checkGiftCardToApply } from '../../domain/commerce/gift-cards';
import { toMinor } from '../../domain/commerce/money';
import { acceptedMethods, accepts } from '../../domain/commerce/payment-methods';
import {
  athletePayable,
  checkLoyaltyPoints,
  checkVoucher,
  findRewardCard,
  findRewardCode,
  findSavedCard,
  rewardsGate,
} from '../../domain/commerce/payment-rules';
import { athleteUsedOn } from '../../domain/commerce/payment-view';
import type { ShopperFacts } from '../../domain/commerce/shopper';
import { cardOutcome, isCardExpired } from '../../domain/commerce/test-cards';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { checkBotToken } from '../auth/bot-defence';
import { priceCart } from './gather-cart-facts';

/**
 * Adding and removing payment instruments on a cart (spec 000 section 3). Gift cards, reward codes and
 * cards, loyalty points and athlete credit pay fixed amounts; one card, Klarna or PayPal instrument pays
 * the rest (adding another replaces it). Amounts are derived on every view (gather-cart-facts.ts).
 */

const OPEN_ENDED: readonly InstrumentRecord['method'][] = ['CREDIT_CARD', 'KLARNA', 'PAYPAL'];

const withInstrument = (
  cart: CartRecord,
  inst: InstrumentRecord,
  replace: readonly InstrumentRecord['method'][],
) => ({
  ...cart,
  instruments: [...cart.instruments.filter((i) => !replace.includes(i.method)), inst],
});

function heldByAnotherCart(world: World, cart: CartRecord, number: string): boolean {
  return world.db.commerce.carts
    .filter((c) => c.id !== cart.id)
    .some((c) => c.instruments.some((i) => i.method === 'GIFT_CARD' && i.number === number));
}

interface AddContext {
  readonly shopper: ShopperFacts;
  readonly region?: string | undefined;
}

export function addInstrument(
  world: World,
  cart: CartRecord,
  body: AddPaymentInstrumentRequest,
  ctx: AddContext,
): CartRecord | Failure {
  const { shopper } = ctx;
  const totals = priceCart(world, cart, shopper);
  const athleteUsed = athleteUsedOn(totals, cart);
  const methods = acceptedMethods({
    region: ctx.region,
    shopper,
    cartBuysGiftCards: cart.lines.some((l) => l.isDigital),
    total: totals.total,
  });
  const id = world.ids.next('pi');
  const now = world.clock.now();
  switch (body.payment_method_id) {
    case 'GIFT_CARD': {
      const card = world.db.commerce.giftCards.findFirst((q) => q.where({ number: body.giftCardNumber }));
      const checked = checkGiftCardToApply(card ?? undefined, body.pin, {
        now,
        cartCurrency: cart.currency,
        onCart: cart.instruments.flatMap((i) => (i.method === 'GIFT_CARD' ? [i.number] : [])),
        heldByAnotherCart: heldByAnotherCart(world, cart, body.giftCardNumber),
        cartBuysGiftCards: cart.lines.some((l) => l.isDigital),
      });
      if (isFailure(checked)) return checked;
      return withInstrument(cart, { id, method: 'GIFT_CARD', number: checked.number }, []);
    }
    case 'LOYALTY_POINTS': {
      const refused = checkLoyaltyPoints(shopper, body.points, athleteUsed);
      if (refused) return refused;
      return withInstrument(cart, { id, method: 'LOYALTY_POINTS', points: body.points }, ['LOYALTY_POINTS']);
    }
    case 'ATHLETES_PAYMENT': {
      const payable = athletePayable(shopper, body.amount === undefined ? undefined : toMinor(body.amount));
      if (typeof payable !== 'number') return payable;
      const requested = body.amount === undefined ? {} : { requested: payable };
      return withInstrument(cart, { id, method: 'ATHLETES_PAYMENT', ...requested }, ['ATHLETES_PAYMENT']);
    }
    case 'REWARD_CODE': {
      const refused = rewardsGate(shopper, athleteUsed);
      if (refused) return refused;
      const reward = findRewardCode(shopper, body.code, now);
      if (isFailure(reward)) return reward;
      if (cart.instruments.some((i) => i.method === 'REWARD_CODE' && i.code === reward.code)) return cart;
      return withInstrument(cart, { id, method: 'REWARD_CODE', code: reward.code, value: reward.amount }, []);
    }
    case 'REWARD_CARD': {
      const refused = rewardsGate(shopper, athleteUsed);
      if (refused) return refused;
      const reward = findRewardCard(shopper, body.cardNumber, body.pin, now);
      if (isFailure(reward)) return reward;
      const inst = { id, method: 'REWARD_CARD' as const, number: reward.cardNumber, value: reward.balance };
      return withInstrument(
        {
          ...cart,
          instruments: cart.instruments.filter(
            (i) => !(i.method === 'REWARD_CARD' && i.number === reward.cardNumber),
          ),
        },
        inst,
        [],
      );
    }
    case 'CREDIT_CARD': {
      const botRefusal = body.saveCard ? checkBotToken(world, body.recaptcha_response) : undefined;
      if (botRefusal) return botRefusal;
      const card = body.paymentInstrumentId ? findSavedCard(shopper, body.paymentInstrumentId) : body.card;
      if (!card) return failure('PAYMENT_INSTRUMENT_NOT_FOUND');
      if (isFailure(card)) return card;
      if (isCardExpired(card.expiryMonth, card.expiryYear, now)) return failure('FE309');
      const savedAddress = 'address' in card ? card.address : undefined;
      // A card the shopper asks to keep is screened as saving it would be; a one-off card meets the fraud
      // check when the order is authorised (PAYMENT_FRAUD_VERIFICATION_EXCEPTION).
      if (body.saveCard && cardOutcome(card.bin, card.lastFour) === 'FRAUD') return failure('PYT402');
      const inst: InstrumentRecord = {
        id,
        method: 'CREDIT_CARD',
        ...(body.paymentInstrumentId ? { savedInstrumentId: body.paymentInstrumentId } : {}),
        cardType: card.cardType,
        bin: card.bin,
        lastFour: card.lastFour,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        ...(card.holderName ? { holderName: card.holderName } : {}),
        // A saved card keeps the billing address it was saved with; a new card takes the cart's.
        ...(savedAddress || cart.billingAddress ? { address: savedAddress ?? cart.billingAddress } : {}),
      };
      return withInstrument(cart, inst, OPEN_ENDED);
    }
    case 'KLARNA': {
      if (!accepts(methods, 'KLARNA')) return failure('PAY400', 'Klarna is not available for this order.');
      const current = cart.instruments.find((i) => i.method === 'KLARNA');
      const session =
        current?.method === 'KLARNA'
          ? current
          : {
              id,
              method: 'KLARNA' as const,
              sessionId: world.ids.next('kls'),
              clientToken: `klarna-ct-${world.ids.next('kct')}`,
            };
      const inst: InstrumentRecord = {
        ...session,
        ...(body.authorization_token ? { authorizationToken: body.authorization_token } : {}),
        ...(body.payment_method_category ? { category: body.payment_method_category } : {}),
      };
      return withInstrument(cart, inst, OPEN_ENDED);
    }
    case 'PAYPAL': {
      if (!accepts(methods, 'PAYPAL')) return failure('PAY400', 'PayPal is not available for this order.');
      const inst: InstrumentRecord = {
        id,
        method: 'PAYPAL',
        ...(body.orderID ? { orderID: body.orderID } : {}),
        ...(body.payerID ? { payerID: body.payerID } : {}),
      };
      return withInstrument(cart, inst, OPEN_ENDED);
    }
  }
}

export function removeInstrument(
  cart: CartRecord,
  body: RemovePaymentInstrumentRequest,
): CartRecord | Failure {
  const keep = cart.instruments.filter(
    (i) => i.id !== body.payment_instrument_id && i.method !== body.payment_method_id,
  );
  if (keep.length === cart.instruments.length) {
    return body.payment_instrument_id ? failure('PYT404') : failure('PAYMENT_INSTRUMENT_NOT_FOUND');
  }
  return { ...cart, instruments: keep };
}

export function applyVoucher(
  world: World,
  cart: CartRecord,
  voucher: AppliedLoyaltyVoucher | null,
  shopper: ShopperFacts,
): CartRecord | Failure {
  if (voucher === null) {
    const { appliedLoyaltyVoucher: _removed, ...rest } = cart;
    return rest;
  }
  const athleteUsed = athleteUsedOn(priceCart(world, cart, shopper), cart);
  const refused = checkVoucher(shopper, voucher, athleteUsed);
  if (refused) return refused;
  return { ...cart, appliedLoyaltyVoucher: { ...voucher, currency: voucher.currency ?? cart.currency } };
}
