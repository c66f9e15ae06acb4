import type { FlashEntry } from '../../../contracts/entities/flash';
import type { ShippingMethodCode } from '../../../contracts/entities/shipping-method';
import type { FlashCode } from '../../../contracts/errors/error-ids';
import { flashEntry } from './flash';
import { type Destination, isRemote } from './shipping';

/**
 * Re-checking cart lines against the stock of now (cart refresh, prepare and place order): a store that
 * lost stock turns pickup into ship-to-store or home delivery, a warehouse that lost stock turns home
 * delivery into pickup at the favourite store, quantities shrink to what is left, and lines that cannot
 * be bought are flagged. Each change carries its item code and a flash entry (spec 000 sections 4 and 8).
 */

export interface StoreFacts {
  readonly storeId: string;
  readonly stock: number;
  readonly pickupEnabled: boolean;
  readonly stsEnabled: boolean;
  readonly allowPickupOrder: boolean;
}

export interface LineStockFacts {
  readonly lineId: string;
  readonly productId: string;
  readonly qty: number;
  readonly code: ShippingMethodCode;
  /** False when the variant is no longer sold (offline, discontinued). */
  readonly sellable: boolean;
  readonly isDigital: boolean;
  readonly isCustoms: boolean;
  readonly hasRecipe: boolean;
  readonly homeStock: number;
  /** The line's store (pickup, sts). */
  readonly store?: StoreFacts | undefined;
  /** The cart's favourite store, where a home line may turn into pickup. */
  readonly favouriteStore?: StoreFacts | undefined;
}

export interface LineChange {
  readonly lineId: string;
  readonly qty: number;
  readonly code: ShippingMethodCode;
  readonly storeId?: string | undefined;
  readonly codes: FlashCode[];
  readonly available: boolean;
  readonly flash: FlashEntry[];
}

const canPickup = (s: StoreFacts | undefined, qty: number): boolean =>
  !!s && s.pickupEnabled && s.allowPickupOrder && s.stock >= qty;
const canSts = (s: StoreFacts | undefined, home: number, qty: number): boolean =>
  !!s && s.stsEnabled && s.allowPickupOrder && home >= qty;

export function recheckLine(facts: LineStockFacts, destination: Destination | undefined): LineChange {
  const { lineId, productId, qty, code } = facts;
  const base = {
    lineId,
    qty,
    code,
    storeId: facts.store?.storeId,
    codes: [] as FlashCode[],
    available: true,
  };
  const detail = { itemId: lineId, productId };
  const move = (notice: FlashCode, to: ShippingMethodCode, storeId?: string): LineChange => ({
    ...base,
    code: to,
    storeId,
    flash: [flashEntry(notice, { ...detail, fromShippingMethod: code, toShippingMethod: to, storeId })],
  });
  const missing = (itemCode: FlashCode): LineChange => ({
    ...base,
    codes: [itemCode],
    available: false,
    flash: [flashEntry(itemCode, detail)],
  });
  const reduce = (to: number): LineChange => ({
    ...base,
    qty: to,
    codes: ['ProductLineItemInventoryMissing'],
    flash: [flashEntry('ProductLineItemInventoryMissing', detail)],
  });
  const homeCode: ShippingMethodCode = isRemote(destination) ? 'standard' : 'me';

  if (!facts.sellable) return missing('ProductItemNotAvailable');
  if (facts.isCustoms && !facts.hasRecipe) return missing('ProductItemRequired');
  if (facts.isDigital || facts.isCustoms) return { ...base, flash: [] };

  const home = facts.homeStock;
  const storeId = facts.store?.storeId;
  switch (code) {
    case 'pickup': {
      if (canPickup(facts.store, qty)) return { ...base, flash: [] };
      if (canSts(facts.store, home, qty)) return move('PickupToSts', 'sts', storeId);
      if (home >= qty) return move('PickupToSth', homeCode);
      const left = facts.store?.stock ?? 0;
      return left > 0 && facts.store?.allowPickupOrder
        ? reduce(left)
        : missing('ProductLineItemFullInventoryMissing');
    }
    case 'sts': {
      if (canSts(facts.store, home, qty)) return { ...base, flash: [] };
      if (canPickup(facts.store, qty)) return move('StsToPickup', 'pickup', storeId);
      if (home >= qty) return move('StsToSth', homeCode);
      return home > 0 && canSts(facts.store, home, home)
        ? reduce(home)
        : missing('ProductLineItemFullInventoryMissing');
    }
    default: {
      if (home >= qty) {
        if (code === 'me' && isRemote(destination)) return move('OrderShippingMethodDowngraded', 'standard');
        return { ...base, storeId: undefined, flash: [] };
      }
      if (canPickup(facts.favouriteStore, qty)) {
        return move('STHToPickup', 'pickup', facts.favouriteStore?.storeId);
      }
      return home > 0 ? reduce(home) : missing('ProductLineItemFullInventoryMissing');
    }
  }
}

/** What a place-order re-check means for the order (spec 000 section 8, place-order errors). */
type RecheckVerdict =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'transition'; readonly errorId: 'PickupToSthTransition' | 'StsToSthTransition' }
  | { readonly kind: 'changed' }
  | { readonly kind: 'unavailable' };

export function verdictOf(changes: readonly LineChange[]): RecheckVerdict {
  const codes = changes.flatMap((c) => c.flash.map((f) => f.code));
  if (codes.includes('PickupToSth')) return { kind: 'transition', errorId: 'PickupToSthTransition' };
  if (codes.includes('StsToSth')) return { kind: 'transition', errorId: 'StsToSthTransition' };
  if (codes.length > 0) return { kind: 'changed' };
  if (changes.some((c) => !c.available)) return { kind: 'unavailable' };
  return { kind: 'unchanged' };
}
