import { describe, expect, it } from 'vitest';
import { order, patchOrderRequest, paymentSessionQuery, placeOrderRequest } from './order';

const billingAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Trailhead Rd',
  city: 'Boulder',
  postalCode: '80302',
  country: 'US',
  email: 'ada@example.com',
  phone: '+13035550123',
};

const place = {
  recaptcha_response: 'bot-check-token',
  cartId: 'bk-7f3a9c21',
  billingAddress,
  paymentMethod: { code: 'CREDIT_CARD', id: 'pi-4', bin: '400000', type: 'VISA', additionalData: [] },
  inStoreSalesInfo: { storeId: '0412', storeEmployeeId: 'E10442' },
};

describe('place and patch order requests', () => {
  it('accepts a place-order body', () => {
    expect(placeOrderRequest.safeParse(place).success).toBe(true);
  });

  it('requires the bot-check token and rejects a bad bin and an unknown method', () => {
    const { recaptcha_response: _, ...noToken } = place;
    expect(placeOrderRequest.safeParse(noToken).success).toBe(false);
    expect(placeOrderRequest.safeParse({ ...place, recaptcha_response: '' }).success).toBe(false);
    expect(
      placeOrderRequest.safeParse({ ...place, paymentMethod: { code: 'CREDIT_CARD', bin: '4x' } }).success,
    ).toBe(false);
    expect(placeOrderRequest.safeParse({ ...place, paymentMethod: { code: 'CASH' } }).success).toBe(false);
  });

  it('accepts a patch with the challenge result and rejects one without it', () => {
    const additionalData = {
      cardType: 'VISA',
      paymentInstrumentId: 'pi-4',
      sessionID: 's-1',
      threeDS2Result: 'eyJ0In0=',
    };
    const patch = { paymentMethod: { code: 'CREDIT_CARD', additionalData } };
    expect(patchOrderRequest.safeParse(patch).success).toBe(true);
    const { threeDS2Result: _, ...noResult } = additionalData;
    expect(
      patchOrderRequest.safeParse({ paymentMethod: { code: 'CREDIT_CARD', additionalData: noResult } })
        .success,
    ).toBe(false);
  });

  it('takes exactly one of the payment session selectors', () => {
    const referer = 'https://www.example.com/en-us/checkout';
    expect(paymentSessionQuery.safeParse({ referer, paymentMethodId: 'CREDIT_CARD' }).success).toBe(true);
    expect(paymentSessionQuery.safeParse({ referer, paymentMethod: 'klarna' }).success).toBe(true);
    expect(paymentSessionQuery.safeParse({ referer }).success).toBe(false);
    expect(paymentSessionQuery.safeParse({ referer: 'nope', paymentMethod: 'klarna' }).success).toBe(false);
  });
});

describe('order', () => {
  const placed = {
    orderNumber: 'EC00012345',
    st: 'st-token-1',
    status: 'PAYMENT_PENDING',
    createdAt: '2026-11-22T10:15:00.000Z',
    email: 'ada@example.com',
    currency: 'USD',
    items: [
      {
        id: 'it-1',
        productId: 'NF0A5G2S',
        qty: 1,
        maxQty: 5,
        available: true,
        price: { original: 120, current: 96, rowTotal: 96 },
      },
    ],
    shipments: [{ shipmentId: 'sh-1', shippingMethod: { code: 'me', label: 'Home', price: 0 } }],
    totals: {
      total: 96,
      totalDiscount: 24,
      itemTotal: 120,
      remainingToPay: 0,
      totalUnits: 1,
      totalDiscountPercentage: 20,
    },
    paymentMethod: [
      { code: 'CREDIT_CARD', id: 'pi-4', amount: 96, additionalData: [{ key: 'cardType', value: 'VISA' }] },
    ],
    flash: [
      {
        code: 'PaymentNotAuthorized',
        details: { action: 'THREE_DS_CHALLENGE', sessionID: 's-1' },
        message: 'm',
      },
    ],
  };

  it('accepts an order awaiting the challenge', () => {
    expect(order.parse(placed).flash?.[0]?.code).toBe('PaymentNotAuthorized');
  });

  it('rejects an unknown status, a missing order number and a bad date', () => {
    expect(order.safeParse({ ...placed, status: 'SHIPPED_BY_DRONE' }).success).toBe(false);
    const { orderNumber: _, ...noNumber } = placed;
    expect(order.safeParse(noNumber).success).toBe(false);
    expect(order.safeParse({ ...placed, createdAt: '22/11/2026' }).success).toBe(false);
  });
});
