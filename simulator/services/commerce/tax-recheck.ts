import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import { taxRuleChanged } from '../../domain/commerce/tax';
import { type Failure, failure } from '../../domain/failure';
import { taxLocation } from './gather-cart-facts';

/**
 * Prepare and place compare the tax rule with the one the last prepare showed (spec 000 section 8, TAX310
 * "tax updated"). The answer's cart remembers the current rule either way, so after TAX310 the shopper
 * reviews the new totals and the next prepare or place goes through.
 */
export function recheckTax(world: World, cart: CartRecord): { cart: CartRecord; failure?: Failure } {
  const current = taxLocation(world, cart);
  const { preparedTaxRule: prepared, ...rest } = cart;
  const next: CartRecord = current
    ? { ...rest, preparedTaxRule: { basisPoints: current.basisPoints, inclusive: current.inclusive } }
    : rest;
  if (!taxRuleChanged(prepared, current)) return { cart: next };
  return { cart: next, failure: failure('TAX310') };
}
