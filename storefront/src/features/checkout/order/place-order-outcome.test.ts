import { describe, expect, it } from 'vitest';
import type { CatalogueId } from '../../../../../contracts/errors/error-ids';
import { ApiError, NetworkError } from '../../../api/api-error';
import { errorCatalogue } from '../../../api/error-catalogue.generated';
import type { PlacedOrder } from '../../../commerce/checkout/order';
import { deliveryChanges, placeOrderOutcome } from './place-order-outcome';

const failed = (...ids: string[]) =>
  new ApiError(
    'placeOrder',
    409,
    {
      errorDetails: ids.map((id) => ({ errorId: id as CatalogueId, message: `server: ${id}` })),
      correlationId: 'c',
    },
    errorCatalogue,
  );
const kindOf = (...ids: string[]) => placeOrderOutcome({ error: failed(...ids) }).kind;

const order = (over: Partial<PlacedOrder> = {}) =>
  ({ orderNumber: 'EC00000001', st: 'tok', status: 'CONFIRMED', ...over }) as PlacedOrder;

describe('placeOrderOutcome (spec 000 section 8, place-order errors)', () => {
  it('a confirmed order is confirmed', () => {
    expect(placeOrderOutcome({ order: order() }).kind).toBe('confirmed');
  });

  it('a PaymentNotAuthorized flash opens the three-ds challenge with its session and instrument', () => {
    const pending = order({
      status: 'PAYMENT_PENDING',
      flash: [
        {
          code: 'PaymentNotAuthorized',
          message: 'confirm',
          details: {
            action: 'THREE_DS_CHALLENGE',
            sessionID: '3ds-1',
            paymentInstrumentId: 'pi-1',
            challengeToken: 'chl-1',
          },
        },
      ],
    });
    expect(placeOrderOutcome({ order: pending })).toMatchObject({
      kind: 'three-ds',
      challenge: {
        orderNumber: 'EC00000001',
        sessionID: '3ds-1',
        paymentInstrumentId: 'pi-1',
        challengeToken: 'chl-1',
      },
    });
  });

  it('ITEM_NO_LONGER_AVAILABLE refreshes the cart and shows its flash messages', () => {
    expect(placeOrderOutcome({ error: failed('ITEM_NO_LONGER_AVAILABLE') })).toMatchObject({
      kind: 'refresh-cart',
      showFlash: true,
    });
  });

  it.each(['PickupToSthTransition', 'StsToSthTransition', 'InvalidShippingAddress'])(
    '%s steps back to shipping',
    (id) => {
      expect(placeOrderOutcome({ error: failed(id) })).toMatchObject({ kind: 'step-back', step: 'shipping' });
    },
  );

  it.each([
    'CC_EXPIRY_DATE_INVALID',
    'PAYMENT_INSTRUMENT_NOT_FOUND',
    'ADDRESS_NOT_FOUND',
    'PAYMENT_ERROR',
    'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    'CART_NOT_FOUND',
    'SHIPPING_POBOX_UNAVAILABLE',
    'SOME_PRODUCTS_NO_INVENTORY',
  ])('%s shows a top notification', (id) => {
    expect(kindOf(id)).toBe('top-notification');
  });

  it('an error whose details hold a flash entry refreshes the cart', () => {
    expect(kindOf('TAX310', 'ProductLineItemInventoryMissing')).toBe('refresh-cart');
    expect(kindOf('PRM155', 'StsToPickup')).toBe('refresh-cart');
  });

  it("PAY400 (the alternative payment provider's authorization failure) shows the PAY400 message", () => {
    expect(placeOrderOutcome({ error: failed('PAY400') })).toMatchObject({
      kind: 'provider-declined',
      messageCode: 'PAY400',
    });
  });

  it.each(['AUT403', 'PYT400', 'TAX310', 'BIL400', 'ORD400', 'PYT404', 'FE309', 'GEN500'])(
    'any other error (%s) shows a non-auto-closing error toast',
    (id) => {
      expect(kindOf(id)).toBe('error-toast');
    },
  );

  it('a failure that is not an API error (network) is an error toast too', () => {
    expect(placeOrderOutcome({ error: new NetworkError('placeOrder', new Error('reset')) }).kind).toBe(
      'error-toast',
    );
    expect(placeOrderOutcome({ error: new Error('boom') }).kind).toBe('error-toast');
  });

  it('routes by the envelope id even when the loaded catalogue lacks it (no table)', () => {
    const error = new ApiError(
      'placeOrder',
      422,
      { errorDetails: [{ errorId: 'PAYMENT_ERROR', message: 'declined' }], correlationId: 'c' },
      undefined,
    );
    expect(placeOrderOutcome({ error }).kind).toBe('top-notification');
  });
});

describe("placeOrderOutcome routes by the catalogue entry's handling, not by lists of ids", () => {
  it.each(['ORD516', 'ORD517', 'ORD518'])(
    '%s (refresh-cart then step back to shipping, named by no list before) steps back to shipping',
    (id) => {
      expect(placeOrderOutcome({ error: failed(id) })).toMatchObject({ kind: 'step-back', step: 'shipping' });
      const noTable = new ApiError(
        'placeOrder',
        409,
        { errorDetails: [{ errorId: id as CatalogueId, message: 'm' }], correlationId: 'c' },
        undefined,
      );
      expect(placeOrderOutcome({ error: noTable })).toMatchObject({ kind: 'step-back', step: 'shipping' });
    },
  );

  it('an id whose entry gains a handling is handled by it (PYT402 given top-notification)', () => {
    const catalogue = { ...errorCatalogue, PYT402: [422, 'error', ['top-notification']] } as const;
    const error = new ApiError(
      'placeOrder',
      422,
      { errorDetails: [{ errorId: 'PYT402', message: 'm' }], correlationId: 'c' },
      catalogue,
    );
    expect(kindOf('PYT402')).toBe('error-toast');
    expect(placeOrderOutcome({ error }).kind).toBe('top-notification');
  });
});

describe('deliveryChanges', () => {
  it('lists the delivery change notices with the line and its new method, ignoring other flashes', () => {
    const changes = deliveryChanges({
      flash: [
        {
          code: 'PickupToSth',
          message: 'm',
          details: { action: 'SHIPPING_METHOD_CHANGED', itemId: 'li-1', toShippingMethod: 'me' },
        },
        { code: 'ProductLineItemInventoryMissing', message: 'm', details: { action: 'QUANTITY_REDUCED' } },
        {
          code: 'OrderShippingMethodDowngraded',
          message: 'm',
          details: { action: 'SHIPPING_METHOD_CHANGED', itemId: 'li-2', toShippingMethod: 'standard' },
        },
      ],
    });
    expect(changes).toEqual([
      { code: 'PickupToSth', itemId: 'li-1', toShippingMethod: 'me' },
      { code: 'OrderShippingMethodDowngraded', itemId: 'li-2', toShippingMethod: 'standard' },
    ]);
    expect(deliveryChanges({ flash: [] })).toEqual([]);
  });
});
