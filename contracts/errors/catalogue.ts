import type { ErrorEnvelope } from '../common/error-envelope';
import { authEntries } from './catalogue/auth';
import { cartInventoryEntries } from './catalogue/cart-inventory';
import { flashEntries } from './catalogue/flash';
import { giftCardEntries } from './catalogue/gift-cards';
import { httpEntries } from './catalogue/http';
import { namedEntries } from './catalogue/named';
import { ordersOthersEntries } from './catalogue/orders-others';
import type { EntryFields } from './catalogue/part';
import { paymentTaxEntries } from './catalogue/payment-tax';
import { profileEntries } from './catalogue/profile';
import { promoRewardsEntries } from './catalogue/promo-rewards';
import { shippingAddressEntries } from './catalogue/shipping-address';
import type { CatalogueArea, CatalogueEntry } from './catalogue-entry';
import { CATALOGUE_IDS, type CatalogueId } from './error-ids';

/** The part files, in the spec's order. Exported so a test can check no id is defined twice. */
export const catalogueParts = {
  auth: authEntries,
  cartInventory: cartInventoryEntries,
  shippingAddress: shippingAddressEntries,
  giftCards: giftCardEntries,
  paymentTax: paymentTaxEntries,
  promoRewards: promoRewardsEntries,
  profile: profileEntries,
  ordersOthers: ordersOthersEntries,
  http: httpEntries,
  named: namedEntries,
  flash: flashEntries,
} as const;

/** Every id with its fields. `satisfies Record<...>` makes an id without an entry a compile error. */
const entries = {
  ...authEntries,
  ...cartInventoryEntries,
  ...shippingAddressEntries,
  ...giftCardEntries,
  ...paymentTaxEntries,
  ...promoRewardsEntries,
  ...profileEntries,
  ...ordersOthersEntries,
  ...httpEntries,
  ...namedEntries,
  ...flashEntries,
} satisfies Record<CatalogueId, EntryFields>;

/** The error catalogue: status, message and handling of every error id, flash code and item code. */
export const catalogue = Object.fromEntries(
  CATALOGUE_IDS.map((id): [CatalogueId, CatalogueEntry] => [id, { id, ...entries[id] }]),
) as Record<CatalogueId, CatalogueEntry>;

/** Every entry, in ERROR_IDS then FLASH_CODES order. */
export const catalogueList: readonly CatalogueEntry[] = CATALOGUE_IDS.map((id) => catalogue[id]);

const knownIds: ReadonlySet<string> = new Set(CATALOGUE_IDS);

export function isCatalogueId(s: string): s is CatalogueId {
  return knownIds.has(s);
}

export function catalogueEntry(id: CatalogueId): CatalogueEntry {
  return catalogue[id];
}

export function entriesByArea(area: CatalogueArea): CatalogueEntry[] {
  return catalogueList.filter((entry) => entry.area === area);
}

/**
 * The error envelope for an id: the catalogue message unless one is given (e.g. a validation message
 * naming the field). The appId is the catalogue's for that id (AUT403: bot defence) unless one is given.
 */
export function envelopeFor(
  id: CatalogueId,
  correlationId: string,
  messageOverride?: string,
  appId?: string,
): ErrorEnvelope {
  const message = messageOverride || catalogue[id].message;
  const app = appId ?? catalogue[id].appId;
  return {
    errorDetails: [{ errorId: id, message }],
    ...(app ? { appId: app } : {}),
    correlationId,
  };
}
