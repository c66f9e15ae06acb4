import type { AddressRuleOverrides, AddressRuleSet } from '../../../contracts/entities/country';
import { type AddressForm, mergeServerRules } from '../../../contracts/validators/address-rules';
import type { World } from '../../core/world';
import { seedOf } from '../catalogue/world-catalogue';

const keyOf = (countryCode: string, form: AddressForm) => `${countryCode.toUpperCase()}:${form}`;

/** The world's changes to a country's rules for a form; undefined when the server keeps the defaults. */
export function addressOverridesOf(world: World) {
  return (countryCode: string, form: AddressForm): AddressRuleOverrides | undefined =>
    world.addressRules.get(keyOf(countryCode, form));
}

/** Changes the server's rules for a country and form, field by field, on top of earlier changes. */
export function overrideAddressRules(
  world: World,
  countryCode: string,
  form: AddressForm,
  fields: AddressRuleOverrides,
): void {
  const key = keyOf(countryCode, form);
  const merged: AddressRuleOverrides = { ...world.addressRules.get(key) };
  for (const [name, rule] of Object.entries(fields) as [keyof AddressRuleOverrides, object][]) {
    merged[name] = { ...merged[name], ...rule };
  }
  world.addressRules.set(key, merged);
}

/** The rule set the server answers and checks with: the seed's, with the world's changes on top. */
export function serverRuleSet(
  world: World,
  countryCode: string,
  form: AddressForm,
): AddressRuleSet | undefined {
  const seeded = seedOf(world).geo.addressRules.find((r) => r.countryCode === countryCode && r.form === form);
  return seeded && mergeServerRules(seeded, addressOverridesOf(world)(countryCode, form));
}
