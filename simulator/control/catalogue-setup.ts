import { storeId } from '../../contracts/common/ids';
import { catalogueProductId } from '../../contracts/entities/product-ids';
import { z } from '../../contracts/zod';
import type { World } from '../core/world';
import { CURRENCIES } from '../db/seed/catalogue-types';
import { resolveProductId } from '../domain/catalogue/catalogue-index';
import { indexOf } from '../services/catalogue/world-catalogue';

/**
 * Scenario setup of the catalogue and the stores: a product (or one colour) taken offline or back online,
 * a price taken away or made invalid in one currency, a store's pickup or ship-to-store service switched.
 * Each may start `afterMinutes` after activation on the session's clock, so the world can change between a
 * cart and its order; without it the change holds from the start.
 */

const afterMinutes = z.number().int().min(0).max(525_600).optional();

/** A price in major units, like the API's money; null takes the price away (NO_PRICE). */
const priceSetup = z
  .strictObject({ current: z.number(), original: z.number().optional() })
  .nullable()
  .optional();

export const catalogueChange = z
  .strictObject({
    /** A style id (the whole product) or a colour product id (`SPJK0001RED`). */
    productId: catalogueProductId,
    online: z.boolean().optional(),
    prices: z.strictObject({ USD: priceSetup, CAD: priceSetup, GBP: priceSetup, EUR: priceSetup }).optional(),
    afterMinutes,
  })
  .refine((c) => c.online !== undefined || c.prices !== undefined, 'give online or prices');

export const storeChange = z
  .strictObject({
    storeId,
    pickupEnabled: z.boolean().optional(),
    stsEnabled: z.boolean().optional(),
    afterMinutes,
  })
  .refine(
    (c) => c.pickupEnabled !== undefined || c.stsEnabled !== undefined,
    'give pickupEnabled or stsEnabled',
  );

/** The first change this world cannot take, as `field: reason`; undefined when all apply. */
export function catalogueSetupProblem(
  world: World,
  catalogue: readonly z.output<typeof catalogueChange>[],
  stores: readonly z.output<typeof storeChange>[],
): string | undefined {
  const index = indexOf(world);
  for (const [i, change] of catalogue.entries()) {
    const found = resolveProductId(index, change.productId);
    const exact =
      found && (index.colorProduct.has(change.productId) || index.productByStyle.has(change.productId));
    if (!exact) return `catalogue.${i}.productId: no product ${change.productId} in seed ${world.seed}`;
  }
  for (const [i, change] of stores.entries()) {
    if (!index.storeById.has(change.storeId))
      return `stores.${i}.storeId: no store ${change.storeId} in seed ${world.seed}`;
  }
  return undefined;
}

const minor = (major: number) => Math.round(major * 100);

export async function applyCatalogueSetup(
  world: World,
  catalogue: readonly z.output<typeof catalogueChange>[],
  stores: readonly z.output<typeof storeChange>[],
): Promise<void> {
  const fromOf = (minutes: number | undefined) =>
    minutes ? { from: new Date(world.clock.now().getTime() + minutes * 60_000).toISOString() } : {};
  const { productStates, priceChanges, storeServices } = world.db.catalogue;
  for (const change of catalogue) {
    const from = fromOf(change.afterMinutes);
    if (change.online !== undefined)
      await productStates.create({ productId: change.productId, online: change.online, ...from });
    for (const currency of CURRENCIES) {
      const price = change.prices?.[currency];
      if (price === undefined) continue;
      await priceChanges.create({
        productId: change.productId,
        currency,
        current: price === null ? null : minor(price.current),
        original: price === null ? null : minor(price.original ?? price.current),
        ...from,
      });
    }
  }
  for (const { afterMinutes: minutes, ...services } of stores) {
    await storeServices.create({ ...services, ...fromOf(minutes) });
  }
}
