import type { PlaceOrderRequest } from '../../../contracts/entities/order';
import { EMAIL_PATTERN } from '../../../contracts/validators/generic';
import type { World } from '../../core/world';
import type { CartRecord, OrderRecord } from '../../db/commerce-records';
import { deleteCart, readOrder, writeCart, writeOrder } from '../../db/commerce-store';
import type { Session } from '../../domain/auth/session';
import { checkAddress, poBoxDeliverable } from '../../domain/commerce/address-check';
import { authorise } from '../../domain/commerce/card-authorisation';
import { billingAddressOf } from '../../domain/commerce/checkout-addresses';
import {
  type CartAfter,
  eventForAuthorisation,
  nextCartState,
  nextOrderStatus,
} from '../../domain/commerce/checkout-flow';
import { readinessFailure } from '../../domain/commerce/checkout-readiness';
import { giftOptionProblem } from '../../domain/commerce/gift-options';
import { emptyCartFailure, missingShippingAddressFailure } from '../../domain/commerce/order-preconditions';
import { HOME_CODES } from '../../domain/commerce/shipping';
import type { ShopperFacts } from '../../domain/commerce/shopper';
import { verdictOf } from '../../domain/commerce/stock-check';
import { employeeCapRefusal } from '../../domain/consumer/employee-spend';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { checkBotToken } from '../auth/bot-defence';
import { mintSecret } from '../auth/secrets';
import { recordEmployeeSpend } from '../consumer/employee-spend';
import { addressOverridesOf } from '../geo/server-address-rules';
import { refreshCart } from './cart-refresh';
import { priceCart } from './gather-cart-facts';
import { buildOrder } from './order-build';
import { chargeGiftCards, giveBack, redeemCoupons, takeStock } from './order-ledger';
import { recheckTax } from './tax-recheck';

/**
 * Place order (spec 000 sections 4, 5, 7 and 8): bot check, a last stock check (delivery transitions send
 * the shopper back to shipping, other changes answer ITEM_NO_LONGER_AVAILABLE with flash entries on the
 * cart), addresses (the shipping address must still pass its checks: SHIPPING_POBOX_UNAVAILABLE for a PO box
 * a courier line now goes to, else InvalidShippingAddress; billing
 * from the body, the cart or the paying card, else BIL400; PYT405 for a deleted address book entry), the
 * tax shown at prepare (TAX310), the payment fitting the destination (PAY401) and covering the total,
 * then authorisation by the test cards: authorised
 * orders are CONFIRMED and the cart is gone; the 3220 card leaves the order PAYMENT_PENDING with the
 * PaymentNotAuthorized flash until the patch.
 */
interface Placed {
  readonly order: OrderRecord;
  readonly cart: CartRecord;
  readonly cartAfter: CartAfter;
}

/** A refusal saves the cart first when the checks changed it (flash entries, an abandoned 3-D Secure order). */
async function refuse(world: World, f: Failure, cart?: CartRecord): Promise<Failure> {
  if (cart) await writeCart(world.db.commerce, cart);
  return f;
}

/** A pending 3-D Secure order of this cart is abandoned before a new placement. */
async function abandonPending(
  world: World,
  cart: CartRecord,
  shopperKey: string | undefined,
): Promise<CartRecord> {
  if (!cart.pendingOrderNumber) return cart;
  const order = readOrder(world.db.commerce, cart.pendingOrderNumber);
  const status = order ? nextOrderStatus(order.status, 'ABANDONED') : undefined;
  if (order && status) {
    await giveBack(world, order, shopperKey);
    const { flash: _flash, ...rest } = order;
    await writeOrder(world.db.commerce, { ...rest, status });
  }
  const { pendingOrderNumber: _n, ...open } = cart;
  return { ...open, checkout: 'OPEN', lines: cart.lines.map((l) => ({ ...l, reservedQty: 0 })) };
}

function orderEmail(cart: CartRecord, shopper: ShopperFacts): string | undefined {
  return cart.billingAddress?.email || cart.shippingAddress?.email || shopper.email;
}

interface PlaceInput {
  readonly cart: CartRecord;
  readonly session: Session;
  readonly shopper: ShopperFacts;
  readonly body: PlaceOrderRequest;
  readonly region?: string | undefined;
}

async function decidePlacement(world: World, input: PlaceInput): Promise<Placed | Failure> {
  const { session, shopper, body } = input;
  const botRefusal = checkBotToken(world, body.recaptcha_response);
  if (botRefusal) return refuse(world, botRefusal);
  const shopperKey =
    shopper.consumerId ?? billingAddressOf(input.cart, body.billingAddress)?.email?.toLowerCase();
  let cart = await abandonPending(world, input.cart, shopperKey);
  const empty = emptyCartFailure(cart);
  if (empty) return refuse(world, empty, cart);

  const recheck = await refreshCart(world, { ...cart, flash: [] });
  const verdict = verdictOf(recheck.changes);
  if (verdict.kind === 'transition') return refuse(world, failure(verdict.errorId), recheck.cart);
  if (verdict.kind === 'changed') return refuse(world, failure('ITEM_NO_LONGER_AVAILABLE'), recheck.cart);
  cart = recheck.cart;
  if (cart.lines.some((l) => !l.available)) return refuse(world, failure('SOME_PRODUCTS_NO_INVENTORY'), cart);
  const gift = giftOptionProblem({
    buyInStore: cart.buyInStoreSession !== undefined,
    lines: cart.lines.map((l) => ({
      hasGiftOption: !!l.giftOption,
      isDigital: l.isDigital,
      code: l.delivery.code,
    })),
  });
  if (gift) return refuse(world, failure(gift), cart);

  const options = {
    locale: cart.locale,
    region: input.region,
    currency: cart.currency,
    overrides: addressOverridesOf(world),
  };
  const noAddress = missingShippingAddressFailure(cart);
  if (noAddress) return refuse(world, noAddress);
  if (cart.shippingAddress && cart.lines.some((l) => HOME_CODES.includes(l.delivery.code))) {
    // A PO box set while every home line went by post: a line switched to a courier since cannot go there.
    const shipping = checkAddress(cart.shippingAddress, 'shipping', {
      ...options,
      poBoxDeliverable: poBoxDeliverable(cart.lines),
    });
    if (isFailure(shipping)) {
      return refuse(
        world,
        shipping.errorId === 'SHP500'
          ? failure('SHIPPING_POBOX_UNAVAILABLE')
          : failure('InvalidShippingAddress'),
      );
    }
  }
  const notReady = readinessFailure(cart, shopper, body.billingAddress);
  if (notReady) return refuse(world, notReady);
  const billingAddress = billingAddressOf(cart, body.billingAddress);
  if (!billingAddress) return refuse(world, failure('BIL400'));
  const billing = checkAddress(billingAddress, 'billing', options);
  if (isFailure(billing)) return refuse(world, billing);
  cart = { ...cart, billingAddress: billing };
  const email = orderEmail(cart, shopper);
  if (!email || !EMAIL_PATTERN.test(email)) return refuse(world, failure('ORD400'));
  const tax = recheckTax(world, cart);
  if (tax.failure) return refuse(world, tax.failure, tax.cart);

  const onCart = cart.instruments.filter((i) => i.method === body.paymentMethod.code);
  const named = body.paymentMethod.id
    ? onCart.find(
        (i) =>
          i.id === body.paymentMethod.id ||
          (i.method === 'CREDIT_CARD' && i.savedInstrumentId === body.paymentMethod.id),
      )
    : onCart[0];
  if (!named) return refuse(world, failure('PAYMENT_INSTRUMENT_NOT_FOUND'));
  const totals = priceCart(world, cart, shopper);
  if (totals.remainingToPay > 0) return refuse(world, failure('PYT400'));
  const overCap = shopper.employee && employeeCapRefusal(shopper.employee, totals.total);
  if (overCap) return refuse(world, overCap);

  const payer = cart.instruments.find(
    (i) => i.method === 'CREDIT_CARD' || i.method === 'KLARNA' || i.method === 'PAYPAL',
  );
  const outcome = authorise(payer, world.clock.now());
  if (isFailure(outcome)) return refuse(world, outcome);
  const status = nextOrderStatus('CREATED', eventForAuthorisation(outcome));
  const cartAfter = nextCartState(
    cart.checkout,
    status === 'CONFIRMED' ? 'PLACED_CONFIRMED' : 'PLACED_PENDING',
  );
  if (!status || !cartAfter) return refuse(world, failure('PAYMENT_ERROR'));

  const orderNumber = world.ids.next('EC', 8);
  const challenge =
    status === 'PAYMENT_PENDING' && payer
      ? {
          sessionID: world.ids.next('3ds'),
          paymentInstrumentId: payer.id,
          challengeToken: await mintSecret(world, 'chl'),
        }
      : undefined;
  const sales =
    session.kind === 'associate'
      ? (body.inStoreSalesInfo ??
        (session.buyInStore
          ? { storeId: session.buyInStore.storeId, storeEmployeeId: session.buyInStore.storeEmployeeId }
          : undefined))
      : undefined;
  const order = buildOrder(world, {
    orderNumber,
    st: await mintSecret(world, 'st'),
    cart,
    totals,
    email,
    consumerId: session.consumerId,
    inStoreSalesInfo: sales,
    challenge,
  });
  order.stockTaken = await takeStock(world, cart);
  await chargeGiftCards(world, order.giftCardCharges);
  await redeemCoupons(world, order.couponCodes, shopperKey);
  const placed: OrderRecord = { ...order, status };
  await writeOrder(world.db.commerce, placed);
  if (shopper.employee && session.consumerId)
    await recordEmployeeSpend(world, session.consumerId, totals.total);

  const nextCart: CartRecord =
    cartAfter === 'PAYMENT_PENDING'
      ? { ...cart, checkout: 'PAYMENT_PENDING', pendingOrderNumber: orderNumber }
      : cart;
  return { order: placed, cart: nextCart, cartAfter };
}

/**
 * Places the order and writes everything it changes: the order, stock, gift cards, coupons and employee
 * spend (decidePlacement), then the cart. A refusal has saved the cart already when the checks changed it
 * (refuse); a confirmed order deletes the cart.
 */
export async function placeOrder(world: World, input: PlaceInput): Promise<OrderRecord | Failure> {
  const outcome = await decidePlacement(world, input);
  if (isFailure(outcome)) return outcome;
  if (outcome.cartAfter === 'CLOSED') deleteCart(world.db.commerce, outcome.cart.id);
  else await writeCart(world.db.commerce, outcome.cart);
  return outcome.order;
}
