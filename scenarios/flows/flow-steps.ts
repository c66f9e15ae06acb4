import type { Address } from '../../contracts/entities/address';
import type { RequestBodyInputOf } from '../../contracts/registry/types';
import { SHOPPER_ADDRESS } from '../../simulator/testing/shopper-address';
import { testCard } from '../../simulator/testing/test-card';
import { type CartLine, type Input, type Step, type StepExpectation, step, type Vars } from '../scenario';

/**
 * Building blocks of the named flows: the seed's fixed catalogue ids and accounts (README.md, the same for
 * every seed), addresses, the test cards, and the cart and checkout calls the flows repeat. Every input
 * copies the request shapes of the simulator's own HTTP tests (simulator/handlers/*.http.test.ts).
 */

/** A saved variable as a string (inputs read what earlier steps saved). */
export const str = (v: Vars, name: string): string => String(v[name]);

/** Fixed catalogue ids (README.md, "Catalogue ids to rely on"). */
export const SKU = {
  /** SPJK0001 black M: 229.00, 25 at home, 5 in every store. */
  jacket: 'SPJK0001BLKM',
  /** SPFL0001 green S: low stock, 2 at home, 1 per store. */
  lowStockFleece: 'SPFL0001AGRS',
  /** SPHB0001: out of stock everywhere (no other variant in stock either). */
  outOfStockBoot: 'SPHB0001EBR090',
  /** SPSN0001 size 9: out of stock, other sizes in stock. */
  sneakerSize9: 'SPSN0001BLK090',
  /** SPTR0001: none at home, 4 in every store. */
  pickupOnlyRunner: 'SPTR0001ABL090',
  /** SPBP0001: customisable (recipes rcp-0001, rcp-0002), made to order, max 5 per line. */
  customBackpack: 'SPBP0001BLKSM',
  customBackpackStyle: 'SPBP0001',
  /** SPSD0001 black size 9: sold in the US only (59.00 USD, no CAD price: NO_PRICE in a CAD cart). */
  usOnlySandal: 'SPSD0001BLK090',
} as const;

/** 25 units of each SPJK0001 sku at home. */
export const JACKET_HOME_STOCK = 25;
/** 5 units of each SPJK0001 sku in every store. */
export const JACKET_STORE_STOCK = 5;

export const STORE = {
  /** Denver Flagship: pickup and ship to store; associates E10442 and E10443. */
  denver: '0412',
  /** Pickup, but no ship to store. */
  noShipToStore: '0903',
  /** Ship to store, but no pickup. */
  noPickup: '0810',
} as const;

export const BOT_CHECK_OK = 'bot-check-ok';

/** A valid US home address (Denver, CO), the one the simulator's tests use. */
export const HOME: Address = SHOPPER_ADDRESS;

/** A remote destination: home delivery (`me`) does not reach Alaska. */
export const ALASKA: Address = {
  ...HOME,
  city: 'Anchorage',
  province: 'AK',
  postalCode: '99501',
  phone: '9075550100',
};

/** A tokenised test card: 411111/1111 authorises, 400000/3220 challenges, 400000/0002 declines. */
export const card = testCard;

export const AUTHORISING_CARD = card('411111', '1111');
export const CHALLENGE_CARD = card('400000', '3220');

/** base64 of the 3-D Secure result JSON, as the challenge dialog returns it. */
const threeDsResult = (transStatus: string): string => btoa(JSON.stringify({ transStatus }));

/** What a challenged place order saves for the patch: the order, its token and the challenge details. */
export const CHALLENGE_SAVE = {
  orderNumber: 'orderNumber',
  st: 'st',
  sessionID: 'flash.0.details.sessionID',
  paymentInstrumentId: 'flash.0.details.paymentInstrumentId',
} as const;

/** The order patch after a 3-D Secure challenge with `transStatus` (reads what CHALLENGE_SAVE saved). */
export function patchOrder(transStatus: string, name: string, expect: StepExpectation): Step {
  return step('patchOrder', {
    name,
    params: (v) => ({ orderNumber: str(v, 'orderNumber') }),
    query: (v) => ({ st: str(v, 'st') }),
    body: (v) => ({
      paymentMethod: {
        code: 'CREDIT_CARD' as const,
        additionalData: {
          cardType: 'VISA' as const,
          paymentInstrumentId: str(v, 'paymentInstrumentId'),
          sessionID: str(v, 'sessionID'),
          threeDS2Result: threeDsResult(transStatus),
        },
      },
    }),
    expect,
  });
}

/** A line to add: the addCartItem body without the cart id. */
type ItemToAdd = CartLine;

interface StepOptions {
  readonly name?: string;
  readonly expect?: StepExpectation;
  readonly save?: Readonly<Record<string, string>>;
  /** The saved variable holding the cart id (default `cartId`). */
  readonly cart?: string;
}

export function createCart(
  save = 'cartId',
  name = 'create cart',
  body: { favoriteStoreId?: string } = {},
): Step {
  return step('createCart', { name, body, expect: { fields: { totalItems: 0 } }, save: { [save]: 'id' } });
}

export function addItem(item: ItemToAdd, options: StepOptions = {}): Step {
  const cart = options.cart ?? 'cartId';
  return step('addCartItem', {
    name: options.name ?? `add ${item.qty ?? 1} x ${item.productId}`,
    body: (v) => ({ cartId: str(v, cart), ...item }),
    expect: options.expect ?? {},
    save: options.save ?? { itemId: 'items.0.id' },
  });
}

export function shipTo(address: Address, options: StepOptions = {}): Step {
  const cart = options.cart ?? 'cartId';
  return step('setShippingAddress', {
    name: options.name ?? `ship to ${address.city}`,
    params: (v) => ({ basketId: str(v, cart) }),
    body: address,
    expect: options.expect ?? { fields: { 'shippingAddress.shippingId': 'me' } },
  });
}

export function billTo(address: Address, options: StepOptions = {}): Step {
  const cart = options.cart ?? 'cartId';
  return step('setBillingAddress', {
    name: options.name ?? 'billing address',
    params: (v) => ({ basketId: str(v, cart) }),
    body: address,
    expect: options.expect ?? {},
  });
}

type PaymentBody = Input<RequestBodyInputOf<'addPaymentInstrument'>>;

export function addPayment(body: PaymentBody, options: StepOptions = {}): Step {
  const cart = options.cart ?? 'cartId';
  return step('addPaymentInstrument', {
    name: options.name ?? 'add a payment instrument',
    params: (v) => ({ basketId: str(v, cart) }),
    body,
    expect: options.expect ?? {},
    ...(options.save ? { save: options.save } : {}),
  });
}

interface PlaceOptions extends StepOptions {
  readonly code?: 'CREDIT_CARD' | 'GIFT_CARD' | 'ATHLETES_PAYMENT' | 'KLARNA' | 'PAYPAL';
  readonly checkoutType?: 'STANDARD' | 'EXPRESS';
  readonly billingAddress?: Address;
  /** The saved variable holding the billing address (an address book entry), instead of `billingAddress`. */
  readonly billingVar?: string;
  readonly inStoreSalesInfo?: { storeId: string; storeEmployeeId: string };
  /** The saved variable holding a saved card's paymentInstrumentId, to name it in paymentMethod.id. */
  readonly paymentInstrumentVar?: string;
}

export function placeOrder(options: PlaceOptions = {}): Step {
  const cart = options.cart ?? 'cartId';
  return step('placeOrder', {
    name: options.name ?? 'place the order',
    ...(options.checkoutType ? { query: { checkoutType: options.checkoutType } } : {}),
    body: (v) => ({
      recaptcha_response: BOT_CHECK_OK,
      cartId: str(v, cart),
      billingAddress: options.billingVar
        ? (v[options.billingVar] as Address)
        : (options.billingAddress ?? HOME),
      paymentMethod: {
        code: options.code ?? 'CREDIT_CARD',
        ...(options.paymentInstrumentVar ? { id: str(v, options.paymentInstrumentVar) } : {}),
      },
      ...(options.inStoreSalesInfo ? { inStoreSalesInfo: options.inStoreSalesInfo } : {}),
    }),
    expect: options.expect ?? { fields: { status: 'CONFIRMED' } },
    ...(options.save ? { save: options.save } : {}),
  });
}

export function prepareOrder(options: StepOptions & { checkoutType?: 'STANDARD' | 'EXPRESS' } = {}): Step {
  const cart = options.cart ?? 'cartId';
  return step('prepareOrder', {
    name: options.name ?? 'prepare the order',
    ...(options.checkoutType ? { query: { checkoutType: options.checkoutType } } : {}),
    body: (v) => ({ basketId: str(v, cart) }),
    expect: options.expect ?? { fields: { 'totals.remainingToPay': 0 } },
  });
}

/** GET the cart; `refresh` re-checks stock and prices (the delivery notices and item codes). */
export function getCart(options: StepOptions & { refresh?: boolean } = {}): Step {
  const cart = options.cart ?? 'cartId';
  return step('getCart', {
    name: options.name ?? (options.refresh ? 'refresh the cart' : 'read the cart'),
    params: (v) => ({ basketId: str(v, cart) }),
    ...(options.refresh ? { query: { refresh: true } } : {}),
    expect: options.expect ?? {},
  });
}

/** A cart with one line, a home shipping address and a billing address (before payment). */
export function readyCart(productId: string = SKU.jacket, qty = 1): Step[] {
  return [createCart(), addItem({ productId, qty }), shipTo(HOME), billTo(HOME)];
}

/**
 * Another purchase by the same shopper, from a second cart, that takes `qty` units of a store's stock by
 * picking them up: the real way a store runs out between a cart and its order.
 */
export function buyOutStore(productId: string, storeId: string, qty: number): Step[] {
  const cart = 'otherCartId';
  return [
    createCart(cart, 'open a second cart'),
    addItem(
      { productId, qty, storeId, shippingMethod: 'pickup' },
      { cart, name: `second cart: pick up ${qty} x ${productId} at ${storeId}`, save: {} },
    ),
    addPayment(AUTHORISING_CARD, { cart, name: 'second cart: pay by card' }),
    placeOrder({ cart, name: `second cart: order the store's last ${qty}` }),
  ];
}

/** A reservation from a second cart holds `qty` units of home stock (reserveWithItem): the warehouse runs out. */
export function reserveHomeStock(productId: string, qty: number): Step {
  return step('reserveCartWithItem', {
    name: `another cart reserves ${qty} x ${productId} at home`,
    body: { productId, qty },
    expect: { fields: { 'items.0.qty': qty } },
  });
}

/** Apply or remove a coupon code on the saved cart. */
export const coupon = (
  operation: 'applyCoupon' | 'removeCoupon',
  code: string,
  name: string,
  expect: StepExpectation,
) =>
  step(operation, {
    name,
    body: (v) => ({ cartId: str(v, 'cartId'), code }),
    expect,
  });
