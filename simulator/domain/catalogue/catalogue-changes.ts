import type { PriceChangeRecord, ProductStateRecord, StoreServicesRecord } from '../../db/catalogue-store';
import type { Currency, PriceSeed } from '../../db/seed/catalogue-types';

/**
 * A world's changes to the seeded catalogue and stores (scenario setup): which one holds at a moment. A
 * change without `from` holds from the start; of those in effect, the latest `from` wins, then the later
 * one given. Pure: callers gather the changes and the session's time.
 */

interface Timed {
  readonly from?: string | undefined;
}

export function latestInEffect<T extends Timed>(changes: readonly T[], now: Date): T | undefined {
  const at = (c: T) => (c.from ? Date.parse(c.from) : Number.NEGATIVE_INFINITY);
  let latest: T | undefined;
  for (const change of changes) {
    if (at(change) > now.getTime()) continue;
    if (!latest || at(change) >= at(latest)) latest = change;
  }
  return latest;
}

/** Whether a colour of a product is sold now: a colour's own change wins over its style's. */
export function onlineNow(
  seeded: boolean,
  ids: { readonly styleId: string; readonly colorId: string },
  changes: readonly ProductStateRecord[],
  now: Date,
): boolean {
  const own = latestInEffect(
    changes.filter((c) => c.productId === ids.colorId),
    now,
  );
  if (own) return own.online;
  return (
    latestInEffect(
      changes.filter((c) => c.productId === ids.styleId),
      now,
    )?.online ?? seeded
  );
}

/** A colour's price in a currency now (minor units), or undefined when it has none. */
export function priceNow(
  seeded: PriceSeed | undefined,
  ids: { readonly styleId: string; readonly colorId: string },
  currency: Currency,
  changes: readonly PriceChangeRecord[],
  now: Date,
): { current: number; original: number } | undefined {
  const mine = changes.filter((c) => c.currency === currency);
  const change =
    latestInEffect(
      mine.filter((c) => c.productId === ids.colorId),
      now,
    ) ??
    latestInEffect(
      mine.filter((c) => c.productId === ids.styleId),
      now,
    );
  if (!change) return seeded ? { current: seeded.current, original: seeded.original } : undefined;
  if (change.current === null) return undefined;
  return { current: change.current, original: change.original ?? change.current };
}

export interface StoreServices {
  readonly pickupEnabled: boolean;
  readonly stsEnabled: boolean;
}

/** A store's pickup and ship-to-store services now: each service follows its latest change. */
export function servicesNow(
  seeded: StoreServices,
  changes: readonly StoreServicesRecord[],
  now: Date,
): StoreServices {
  const latestOf = (key: keyof StoreServices) =>
    latestInEffect(
      changes.filter((c) => c[key] !== undefined),
      now,
    )?.[key];
  return {
    pickupEnabled: latestOf('pickupEnabled') ?? seeded.pickupEnabled,
    stsEnabled: latestOf('stsEnabled') ?? seeded.stsEnabled,
  };
}
