import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/entities/address';
import type { CartRecord } from '../../db/commerce-records';
import { SHOPPER_ADDRESS } from '../../testing/shopper-address';
import { billingAddressOf, unknownBookAddress } from './checkout-addresses';
import { readinessFailure } from './checkout-readiness';
import { paymentShippingRefusal } from './payment-methods';
import { GUEST_SHOPPER } from './shopper';

const home: Address = SHOPPER_ADDRESS;
const alaska: Address = { ...home, city: 'Anchorage', province: 'AK', postalCode: '99501' };
const card = { id: 'pi-1', method: 'CREDIT_CARD', cardType: 'VISA', bin: '411111', lastFour: '1111' };

// Only the fields the checks read; the rest of a cart does not matter to them.
const cartWith = (over: Partial<Record<keyof CartRecord, unknown>>) =>
  ({
    lines: [{ delivery: { code: 'me' } }],
    instruments: [],
    shippingAddress: home,
    ...over,
  }) as unknown as CartRecord;

describe('checkout readiness (prepare and place)', () => {
  it('finds billing in the body, the cart, then the paying card; none is BIL400', () => {
    const saved = { ...home, city: 'Seattle' };
    expect(billingAddressOf(cartWith({ instruments: [{ ...card, address: saved }] }))?.city).toBe('Seattle');
    expect(
      billingAddressOf(cartWith({ billingAddress: home, instruments: [{ ...card, address: saved }] }))?.city,
    ).toBe('Denver');
    expect(readinessFailure(cartWith({ instruments: [card] }), GUEST_SHOPPER)).toMatchObject({
      errorId: 'BIL400',
    });
    expect(readinessFailure(cartWith({ instruments: [card] }), GUEST_SHOPPER, home)).toBeUndefined();
  });

  it('answers PYT405 for an address naming an entry the address book no longer has', () => {
    expect(unknownBookAddress([{ ...home, addressId: 'addr-1' }], ['addr-1'])).toBeUndefined();
    expect(unknownBookAddress([home, { ...home, id: 'addr-2' }], ['addr-1'])).toMatchObject({
      errorId: 'PYT405',
    });
    expect(unknownBookAddress([{ ...home, id: 'addr-1' }], undefined)).toMatchObject({ errorId: 'PYT405' });
  });

  it('answers PAY401 for Klarna paying a home delivery to a remote destination', () => {
    expect(paymentShippingRefusal(['KLARNA'], { countryCode: 'US', province: 'AK' })).toMatchObject({
      errorId: 'PAY401',
    });
    expect(paymentShippingRefusal(['CREDIT_CARD'], { countryCode: 'US', province: 'AK' })).toBeUndefined();
    expect(paymentShippingRefusal(['KLARNA'], { countryCode: 'US', province: 'CO' })).toBeUndefined();
    const klarna = { id: 'pi-2', method: 'KLARNA', sessionId: 's', clientToken: 'c' };
    const remote = cartWith({ shippingAddress: alaska, billingAddress: home, instruments: [klarna] });
    expect(readinessFailure(remote, GUEST_SHOPPER)).toMatchObject({ errorId: 'PAY401' });
    // A pickup-only cart does not ship to the address, so Klarna may pay.
    const pickup = cartWith({ ...remote, lines: [{ delivery: { code: 'pickup' } }] });
    expect(readinessFailure({ ...remote, ...pickup }, GUEST_SHOPPER)).toBeUndefined();
  });
});
