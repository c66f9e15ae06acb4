import type { Address } from '../../contracts/entities/address';
import { defineScenario, type Scenario, step } from '../scenario';
import { guestToken } from './common-steps';
import {
  AUTHORISING_CARD,
  addItem,
  addPayment,
  BOT_CHECK_OK,
  billTo,
  createCart,
  getCart,
  HOME,
  placeOrder,
  prepareOrder,
  readyCart,
  SKU,
  STORE,
  shipTo,
  str,
} from './flow-steps';

/** Checkout flows: guest, registered, express and its fallback, an associate selling in store. */

const guestCheckout = defineScenario({
  name: 'guest-checkout',
  description:
    'A guest adds two jackets, gives a home address and billing, picks standard delivery, pays by card ' +
    '(411111/1111), prepares and places the order: CONFIRMED, and the cart is closed (BSK404).',
  tags: ['flow', 'checkout', 'guest'],
  produces: ['BSK404'],
  steps: [
    guestToken(),
    ...readyCart(SKU.jacket, 2),
    step('setShippingMethod', {
      name: 'standard delivery',
      body: (v) => ({ cartId: str(v, 'cartId'), itemIds: [str(v, 'itemId')], code: 'standard' as const }),
      expect: { fields: { 'totals.totalUnits': 2 } },
    }),
    addPayment(AUTHORISING_CARD, { name: 'pay by card' }),
    prepareOrder(),
    placeOrder({
      expect: {
        fields: {
          status: 'CONFIRMED',
          email: 'ada@example.com',
          currency: 'USD',
          'shipments.0.shippingMethod.code': 'standard',
          flash: undefined,
        },
      },
    }),
    getCart({ name: 'the cart is gone after the order', expect: { errorId: 'BSK404' } }),
  ],
});

const registeredCheckout = defineScenario({
  name: 'registered-checkout',
  description:
    'registered@example.com signs in, fills a new cart, ships home, pays with a new card and places the ' +
    'order; the order then shows in the purchase history.',
  tags: ['flow', 'checkout', 'registered'],
  setup: { shopper: { signIn: 'registered@example.com' } },
  steps: [
    ...readyCart(SKU.jacket, 1),
    addPayment(AUTHORISING_CARD, { name: 'pay by card' }),
    prepareOrder(),
    placeOrder({
      expect: { fields: { status: 'CONFIRMED', 'totals.total': 220.21, 'totals.tax': 6.21 } },
      save: { orderNumber: 'orderNumber' },
    }),
    step('getPurchase', {
      name: 'the order is in the account',
      params: (v) => ({ orderId: str(v, 'orderNumber') }),
      expect: { fields: { 'items.0.productId': SKU.jacket, 'items.0.qty': 1 } },
    }),
  ],
});

const expressCheckout = defineScenario({
  name: 'express-checkout',
  description:
    'Express checkout: registered@example.com has a main saved card (pi-reg-1, 411111/1111) and a main ' +
    'shipping address; the storefront reads both, fills the cart with them and prepares and places with ' +
    'checkoutType EXPRESS.',
  tags: ['flow', 'checkout', 'express', 'registered'],
  setup: { shopper: { signIn: 'registered@example.com' } },
  steps: [
    step('getConsumer', {
      name: 'profile with the default address',
      expect: {
        fields: {
          'consumerDetails.address.0.main': true,
          'consumerDetails.address.0.approachType': 'S',
        },
      },
      save: { defaultAddress: 'consumerDetails.address.0' },
    }),
    step('listPaymentInstruments', {
      name: 'saved cards: the main one',
      query: { payment_method_id: 'CREDIT_CARD' },
      expect: { fields: { 'payment_instruments.0.main': true, 'payment_instruments.0.lastFour': '1111' } },
      save: {
        mainCard: 'payment_instruments.0.paymentInstrumentId',
        cardAddress: 'payment_instruments.0.address',
      },
    }),
    createCart(),
    addItem({ productId: SKU.jacket }),
    step('setShippingAddress', {
      name: 'ship to the default address',
      params: (v) => ({ basketId: str(v, 'cartId') }),
      body: (v) => v.defaultAddress as Address,
      expect: { fields: { 'shippingAddress.city': 'Seattle', 'shippingAddress.shippingId': 'me' } },
    }),
    step('addPaymentInstrument', {
      name: 'pay with the main saved card',
      params: (v) => ({ basketId: str(v, 'cartId') }),
      body: (v) => ({ payment_method_id: 'CREDIT_CARD' as const, paymentInstrumentId: str(v, 'mainCard') }),
      expect: { fields: { 'totals.remainingToPay': 0 } },
    }),
    prepareOrder({ checkoutType: 'EXPRESS' }),
    placeOrder({
      checkoutType: 'EXPRESS',
      paymentInstrumentVar: 'mainCard',
      billingVar: 'cardAddress',
      expect: {
        fields: {
          status: 'CONFIRMED',
          email: 'registered@example.com',
          'shippingAddress.addressLine1': '1201 3rd Ave',
          'billingAddress.addressLine1': '500 Pine St',
          'paymentMethod.0.code': 'CREDIT_CARD',
        },
      },
    }),
  ],
});

const expressCheckoutFallback = defineScenario({
  name: 'express-checkout-fallback',
  description:
    'partial@example.com has no saved card and no address, so express checkout is not offered: the ' +
    'storefront falls back to the standard steps (shipping address, billing, a new card, STANDARD).',
  tags: ['flow', 'checkout', 'express', 'registered'],
  setup: { shopper: { signIn: 'partial@example.com' } },
  steps: [
    step('listPaymentInstruments', {
      name: 'no saved card: no express checkout',
      query: { payment_method_id: 'CREDIT_CARD' },
      expect: { fields: { payment_instruments: [] } },
    }),
    ...readyCart(SKU.jacket, 1),
    addPayment(AUTHORISING_CARD, { name: 'pay with a new card' }),
    prepareOrder({ checkoutType: 'STANDARD' }),
    placeOrder({ checkoutType: 'STANDARD' }),
  ],
});

const associateBuyInStore = defineScenario({
  name: 'associate-buy-in-store',
  description:
    'Store associate E10442 logs in at 0412 Denver (agent login), opens a buy-in-store cart, sells a ' +
    'jacket and places the order with inStoreSalesInfo; the order answers it back.',
  tags: ['flow', 'checkout', 'associate'],
  steps: [
    step('agentLogin', {
      name: 'agent login at Denver',
      body: { storeId: STORE.denver, username: 'E10442', password: 'Associate2026!' },
      expect: {
        fields: {
          consumerType: 'EMPLOYEE',
          'buyInStore.storeId': STORE.denver,
          'buyInStore.storeEmployeeId': 'E10442',
        },
      },
      save: { token: 'access_token' },
    }),
    ...readyCart(SKU.jacket, 1),
    addPayment(AUTHORISING_CARD, { name: 'shopper pays by card' }),
    placeOrder({
      billingAddress: HOME,
      inStoreSalesInfo: { storeId: STORE.denver, storeEmployeeId: 'E10442' },
      expect: {
        fields: {
          status: 'CONFIRMED',
          'inStoreSalesInfo.storeId': STORE.denver,
          'inStoreSalesInfo.storeEmployeeId': 'E10442',
        },
      },
    }),
  ],
});

const invalidShippingAddress = defineScenario({
  name: 'checkout-invalid-shipping-address',
  description:
    'A guest fills a cart on the US site with a Denver address, then switches to the UK site (x-region EMEA, ' +
    'x-locale en-gb) and places there: that site does not ship to the US, so place order answers 409 ' +
    'InvalidShippingAddress and the storefront steps back to shipping; back on the US site the order goes through.',
  tags: ['flow', 'checkout', 'guest', 'delivery'],
  produces: ['InvalidShippingAddress'],
  steps: [
    guestToken(),
    ...readyCart(),
    addPayment(AUTHORISING_CARD, { name: 'pay by card' }),
    step('placeOrder', {
      name: 'place on the UK site',
      headers: { 'x-region': 'EMEA', 'x-locale': 'en-gb' },
      body: (v) => ({
        recaptcha_response: BOT_CHECK_OK,
        cartId: str(v, 'cartId'),
        billingAddress: HOME,
        paymentMethod: { code: 'CREDIT_CARD' as const },
      }),
      expect: { errorId: 'InvalidShippingAddress' },
    }),
    placeOrder({ name: 'place on the US site', expect: { fields: { status: 'CONFIRMED' } } }),
  ],
});

/** Spec 000 section 5: server rules may override the address defaults; the answer and the checks agree. */
const LONG_STREET = '1200 Larimer Street, Unit 4B'; // 28 characters: the default allows 30
const serverAddressRules = defineScenario({
  name: 'server-address-rules',
  description:
    "The server's shipping rules for US allow 25 characters of street (the default allows 30): " +
    'getCountryI18n answers them, a 28-character street is refused for shipping (CHK320 naming ' +
    'addressLine1) and accepted for billing, whose rules keep the default.',
  tags: ['flow', 'checkout', 'shipping-address'],
  produces: ['CHK320'],
  setup: {
    addressRules: [
      {
        countryCode: 'US',
        form: 'shipping',
        fields: { addressLine1: { maxLength: 25 } },
      },
    ],
  },
  steps: [
    guestToken(),
    step('getCountryI18n', {
      name: "the server's US rules",
      params: { countryCode: 'US' },
      expect: {
        fields: {
          'addressRules.shipping.fields.addressLine1.maxLength': 25,
          'addressRules.billing.fields.addressLine1.maxLength': 30,
        },
      },
    }),
    createCart(),
    shipTo(
      { ...HOME, addressLine1: LONG_STREET },
      { name: 'ship to a 28-character street', expect: { errorId: 'CHK320' } },
    ),
    shipTo(HOME),
    billTo(
      { ...HOME, addressLine1: LONG_STREET },
      { expect: { fields: { 'billingAddress.addressLine1': LONG_STREET } } },
    ),
  ],
});

export const checkoutScenarios: Scenario[] = [
  guestCheckout,
  registeredCheckout,
  expressCheckout,
  expressCheckoutFallback,
  associateBuyInStore,
  invalidShippingAddress,
  serverAddressRules,
];
