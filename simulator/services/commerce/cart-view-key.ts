import { isDeepFrozen } from '../../db/deep-freeze';
import type { CartFacts } from '../../domain/commerce/cart-facts';
import type { CartViewOptions } from '../../domain/commerce/cart-view';
import { promotionWindows } from '../../domain/commerce/promotions';

/**
 * What makes two cart answers the same. `cartView` is pure: its answer is a function of the facts and the
 * options, so facts with the same key answer the same cart. Each fact has its part (a mapped type: a new
 * fact does not compile until it has one). Deep-frozen values (a stored cart, the promotions) count by
 * identity, since they cannot change; the rest by content. The clock counts only through what it decides,
 * the promotions' date windows, which is all the answer reads of it (cart-view-key.test.ts checks that).
 */
const PARTS: { readonly [Fact in keyof CartFacts]-?: (facts: CartFacts) => unknown } = {
  cart: (facts) => byIdentity(facts.cart),
  shopper: (facts) => byIdentity(facts.shopper),
  now: (facts) => promotionWindows(facts.promotions, facts.now),
  promotions: (facts) => byIdentity(facts.promotions),
  couponUsage: (facts) => [...facts.couponUsage],
  giftCardBalances: (facts) => [...facts.giftCardBalances],
  taxRule: (facts) => facts.taxRule ?? null,
  lineShipping: (facts) => [...facts.lineShipping],
};
const FACTS = Object.keys(PARTS) as (keyof CartFacts)[];

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** A deep-frozen value as `#n` (its identity); anything else as itself, serialised with the key. */
function byIdentity(value: object): unknown {
  if (!isDeepFrozen(value)) return value;
  let id = identities.get(value);
  if (id === undefined) {
    id = ++lastIdentity;
    identities.set(value, id);
  }
  return `#${id}`;
}

export function cartViewKey(facts: CartFacts, options: CartViewOptions): string {
  return JSON.stringify([FACTS.map((fact) => PARTS[fact](facts)), options]);
}
