import { describe, expect, it } from 'vitest';
import { type LineStockFacts, recheckLine, type StoreFacts, verdictOf } from './stock-check';

const store = (stock: number, over: Partial<StoreFacts> = {}): StoreFacts => ({
  storeId: '0412',
  stock,
  pickupEnabled: true,
  stsEnabled: true,
  allowPickupOrder: true,
  ...over,
});
const facts = (over: Partial<LineStockFacts>): LineStockFacts => ({
  lineId: 'it-1',
  productId: 'SKU1',
  qty: 2,
  code: 'me',
  sellable: true,
  isDigital: false,
  isCustoms: false,
  hasRecipe: false,
  homeStock: 10,
  ...over,
});
const notice = (over: Partial<LineStockFacts>, dest?: { countryCode: string; province?: string }) => {
  const change = recheckLine(facts(over), dest);
  return {
    code: change.code,
    flash: change.flash.map((f) => f.code),
    codes: change.codes,
    qty: change.qty,
    available: change.available,
  };
};

describe('recheckLine', () => {
  it('leaves a line with enough stock alone', () => {
    expect(notice({})).toEqual({ code: 'me', flash: [], codes: [], qty: 2, available: true });
    expect(notice({ code: 'pickup', store: store(5) }).flash).toEqual([]);
  });

  it('turns pickup into ship-to-store, then home, when the store loses stock', () => {
    expect(notice({ code: 'pickup', store: store(1) })).toMatchObject({
      code: 'sts',
      flash: ['PickupToSts'],
    });
    expect(notice({ code: 'pickup', store: store(1, { stsEnabled: false }) })).toMatchObject({
      code: 'me',
      flash: ['PickupToSth'],
    });
  });

  it('turns ship-to-store into pickup or home', () => {
    expect(notice({ code: 'sts', homeStock: 0, store: store(3) })).toMatchObject({
      code: 'pickup',
      flash: ['StsToPickup'],
    });
    expect(notice({ code: 'sts', store: store(0, { allowPickupOrder: false }) })).toMatchObject({
      code: 'me',
      flash: ['StsToSth'],
    });
  });

  it('turns home delivery into pickup at the favourite store when the warehouse is empty', () => {
    expect(notice({ homeStock: 0, favouriteStore: store(4) })).toMatchObject({
      code: 'pickup',
      flash: ['STHToPickup'],
    });
  });

  it('downgrades me to standard for remote destinations', () => {
    expect(notice({}, { countryCode: 'US', province: 'AK' })).toMatchObject({
      code: 'standard',
      flash: ['OrderShippingMethodDowngraded'],
    });
  });

  it('reduces to the partial stock, or flags the line when nothing is left', () => {
    expect(notice({ homeStock: 1 })).toMatchObject({
      qty: 1,
      codes: ['ProductLineItemInventoryMissing'],
      available: true,
    });
    expect(notice({ homeStock: 0 })).toMatchObject({
      codes: ['ProductLineItemFullInventoryMissing'],
      available: false,
    });
    expect(notice({ sellable: false })).toMatchObject({
      codes: ['ProductItemNotAvailable'],
      available: false,
    });
    expect(notice({ isCustoms: true })).toMatchObject({ codes: ['ProductItemRequired'], available: false });
  });

  it('tells place order which error to answer', () => {
    const pickupToHome = recheckLine(
      facts({ code: 'pickup', store: store(0, { stsEnabled: false }) }),
      undefined,
    );
    expect(verdictOf([pickupToHome])).toEqual({ kind: 'transition', errorId: 'PickupToSthTransition' });
    const stsToHome = recheckLine(facts({ code: 'sts', store: store(0, { stsEnabled: false }) }), undefined);
    expect(verdictOf([stsToHome])).toEqual({ kind: 'transition', errorId: 'StsToSthTransition' });
    expect(verdictOf([recheckLine(facts({ homeStock: 1 }), undefined)])).toEqual({ kind: 'changed' });
    expect(verdictOf([recheckLine(facts({}), undefined)])).toEqual({ kind: 'unchanged' });
  });
});
