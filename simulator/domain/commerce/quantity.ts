import type { FlashCode } from '../../../contracts/errors/error-ids';
import { COMMERCE_LIMITS } from '../../db/commerce-config';
import type { Failure } from '../failure';
import { failure } from '../failure';

/**
 * Quantity rules (spec 000 sections 5 and 9): quantity 1 by default, a maximum per item (999999 unless the
 * item has its own: e-gift cards 10, made-to-order items 5), and never more than the stock of the chosen
 * delivery. Adding beyond the maximum caps the line (ProductItemMaxQuantity); adding to a line already at
 * its maximum answers ADDED_MAX_QUANTITY; setting a quantity over the maximum answers INV408. Messages
 * carry the maximum so the storefront can show it.
 */

export function maxQtyFor(item: { isDigital: boolean; isCustoms: boolean }): number {
  if (item.isDigital) return COMMERCE_LIMITS.digitalMaxQty;
  if (item.isCustoms) return COMMERCE_LIMITS.customsMaxQty;
  return COMMERCE_LIMITS.defaultMaxQty;
}

interface QuantityOutcome {
  readonly qty: number;
  /** Item codes explaining a reduced quantity. */
  readonly codes: FlashCode[];
}

interface QuantityInput {
  readonly maxQty: number;
  /** Units the chosen delivery can supply (Infinity for digital and made-to-order items). */
  readonly stock: number;
  /** Whether another variant of the product is in stock (INV406) or none is (INV700). */
  readonly otherVariantsInStock?: boolean;
}

const outOfStock = (input: QuantityInput): Failure =>
  input.otherVariantsInStock ? failure('INV406') : failure('INV700');

/** Adding `requested` units to a line that already holds `existing` (0 for a new line). */
export function quantityToAdd(
  existing: number,
  requested: number,
  input: QuantityInput,
): QuantityOutcome | Failure {
  const { maxQty, stock } = input;
  if (existing >= maxQty) {
    return failure(
      'ADDED_MAX_QUANTITY',
      `You can add at most ${maxQty} of this item; your cart already has ${maxQty}.`,
    );
  }
  if (stock <= 0) return outOfStock(input);
  if (stock <= existing) {
    return failure('INV406', `Only ${stock} left in stock, and your cart already holds them all.`);
  }
  const codes: FlashCode[] = [];
  let qty = existing + requested;
  if (qty > maxQty) {
    qty = maxQty;
    codes.push('ProductItemMaxQuantity');
  }
  if (qty > stock) {
    qty = stock;
    codes.push('ProductLineItemInventoryMissing');
  }
  return { qty, codes };
}

/** Setting a line to `requested` units (update item). */
export function quantityToSet(requested: number, input: QuantityInput): QuantityOutcome | Failure {
  if (requested > input.maxQty) {
    return failure('INV408', `The maximum quantity for this item is ${input.maxQty}.`);
  }
  if (input.stock <= 0) return outOfStock(input);
  if (requested > input.stock) return { qty: input.stock, codes: ['ProductLineItemInventoryMissing'] };
  return { qty: requested, codes: [] };
}
