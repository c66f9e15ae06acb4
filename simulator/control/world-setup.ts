import { storeId } from '../../contracts/common/ids';
import { countryCode } from '../../contracts/common/locale';
import { addressRuleOverrides } from '../../contracts/entities/country';
import { sku } from '../../contracts/entities/product-ids';
import { z } from '../../contracts/zod';
import type { World } from '../core/world';
import { HOME_LOCATION } from '../db/catalogue-store';
import { faultRequest } from '../faults/fault';
import { checkFault } from '../faults/fault-check';
import { failNextBotChecks } from '../services/auth/bot-defence';
import { indexOf, seedOf, setStockLevel } from '../services/catalogue/world-catalogue';
import { overrideAddressRules } from '../services/geo/server-address-rules';
import { botCheckChange } from './bot-check-body';
import { applyCatalogueSetup, catalogueChange, catalogueSetupProblem, storeChange } from './catalogue-setup';

/** A stock level set before anything runs: `quantity` units of `sku` at home delivery or at one store. */
const inventoryChange = z.object({
  sku,
  location: z.union([z.literal(HOME_LOCATION), storeId]).default(HOME_LOCATION),
  quantity: z.number().int().min(0),
});

/**
 * The server's own address rules for a country (spec 000 section 5: server rules may override the defaults),
 * for one form or both: per field, any rule property. getCountryI18n answers them and the cart's address
 * checks apply them.
 */
const addressRuleChange = z.strictObject({
  countryCode,
  form: z.enum(['shipping', 'billing']).optional(),
  fields: addressRuleOverrides,
});

/**
 * What a scenario changes in its world before its steps: stock levels, products and prices, store services,
 * the server's address rules, active faults and bot checks made to fail (`botCheck: { failNext: 1 }`).
 * The seed is not here: it decides which world is created, so the preset carries it
 * (see WorldPreset.seed).
 */
const worldSetup = z.object({
  inventory: z.array(inventoryChange).optional(),
  catalogue: z.array(catalogueChange).optional(),
  stores: z.array(storeChange).optional(),
  addressRules: z.array(addressRuleChange).optional(),
  faults: z.array(faultRequest).optional(),
  botCheck: botCheckChange.optional(),
});

export type WorldSetup = z.input<typeof worldSetup>;

/** A setup that cannot apply to this world; its message names the field (`inventory.0.sku: ...`). */
export class WorldSetupError extends Error {}

/** Applies a setup to a fresh world: every change is checked first, so a bad setup changes nothing. */
export async function applyWorldSetup(world: World, setup: WorldSetup): Promise<void> {
  const parsed = worldSetup.safeParse(setup);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WorldSetupError(`${issue?.path.join('.') || '(setup)'}: ${issue?.message ?? 'invalid'}`);
  }
  const index = indexOf(world);
  const inventory = parsed.data.inventory ?? [];
  inventory.forEach((change, i) => {
    if (!index.variantBySku.has(change.sku))
      throw new WorldSetupError(`inventory.${i}.sku: no sku ${change.sku} in seed ${world.seed}`);
    if (change.location !== HOME_LOCATION && !index.storeById.has(change.location))
      throw new WorldSetupError(`inventory.${i}.location: no store ${change.location} in seed ${world.seed}`);
  });
  const catalogue = parsed.data.catalogue ?? [];
  const stores = parsed.data.stores ?? [];
  const problem = catalogueSetupProblem(world, catalogue, stores);
  if (problem) throw new WorldSetupError(problem);
  const addressRules = parsed.data.addressRules ?? [];
  addressRules.forEach((change, i) => {
    const problem = addressRuleProblem(world, change);
    if (problem) throw new WorldSetupError(`addressRules.${i}.${problem}`);
  });
  const faults = (parsed.data.faults ?? []).map((fault, i) => {
    const checked = checkFault(fault);
    if (!checked.ok) throw new WorldSetupError(`faults.${i}.${checked.field}: ${checked.message}`);
    return { operationId: checked.op.operationId, fault: checked.fault };
  });
  for (const change of inventory) await setStockLevel(world, change.location, change.sku, change.quantity);
  // After anything that sets the session's clock: `afterMinutes` counts from the clock of now.
  await applyCatalogueSetup(world, catalogue, stores);
  for (const change of addressRules) {
    for (const form of change.form ? [change.form] : (['shipping', 'billing'] as const)) {
      overrideAddressRules(world, change.countryCode, form, change.fields);
    }
  }
  for (const { operationId, fault } of faults) world.faults.add(operationId, fault);
  if (parsed.data.botCheck) failNextBotChecks(world, parsed.data.botCheck.failNext);
}

/** `field: reason` when the change cannot apply: a country the seed does not offer, a pattern that is no regex. */
function addressRuleProblem(world: World, change: z.output<typeof addressRuleChange>): string | undefined {
  if (!seedOf(world).geo.countries.some((c) => c.code === change.countryCode))
    return `countryCode: no country ${change.countryCode} in seed ${world.seed}`;
  for (const [field, rule] of Object.entries(change.fields)) {
    if (rule?.pattern === undefined) continue;
    try {
      new RegExp(rule.pattern);
    } catch {
      return `fields.${field}.pattern: not a regular expression`;
    }
  }
  return undefined;
}
