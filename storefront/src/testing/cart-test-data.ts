import { FIXTURE_IDS } from '../../../simulator/db/seed/catalogue-fixtures';
import type { TestSimulator } from './simulator-server';

/** Well-known products of the simulator's seed (same ids for every seed). */
export const PRODUCTS = FIXTURE_IDS;

/** A variant sku (what a cart line's productId is) of a well-known product, in this test's world. */
export async function skuOf(sim: TestSimulator, styleId: string, index = 0): Promise<string> {
  const session = sim.sessionHeader()['x-harness-session'] ?? '';
  const world = await sim.simulator.worlds.get(session);
  const variant = world.data.catalogue.products.find((p) => p.styleId === styleId)?.variants[index];
  if (!variant) throw new Error(`no variant ${index} of ${styleId}`);
  return variant.sku;
}
