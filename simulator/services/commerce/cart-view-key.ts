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
const PARTS: { readonly [Fact in keyof CartFacts]-?: (facts: CartFacts) => string } = {
  cart: (facts) => byIdentity(facts.cart),
  shopper: (facts) => byIdentity(facts.shopper),
  now: (facts) => promotionWindows(facts.promotions, facts.now),
  promotions: (facts) => byIdentity(facts.promotions),
  couponUsage: (facts) => entries(facts.couponUsage),
  giftCardBalances: (facts) => entries(facts.giftCardBalances),
  taxRule: (facts) => JSON.stringify(facts.taxRule ?? null),
  lineShipping: (facts) => entries(facts.lineShipping),
};
const FACTS = Object.keys(PARTS) as (keyof CartFacts)[];

/** Between parts: JSON escapes this character, and identities and windows never hold it. */
const SEPARATOR = '\u0001';

const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** A deep-frozen value as `#n` (its identity, which stands for content that cannot change); else its JSON. */
function byIdentity(value: object): string {
  if (!isDeepFrozen(value)) return JSON.stringify(value);
  let id = identities.get(value);
  if (id === undefined) {
    id = ++lastIdentity;
    identities.set(value, id);
  }
  return `#${id}`;
}

const entries = (map: ReadonlyMap<string, unknown>): string =>
  map.size === 0 ? '[]' : JSON.stringify([...map]);

export function cartViewKey(facts: CartFacts, options: CartViewOptions): string {
  let key = JSON.stringify(options);
  for (const fact of FACTS) key += SEPARATOR + PARTS[fact](facts);
  return key;
}
