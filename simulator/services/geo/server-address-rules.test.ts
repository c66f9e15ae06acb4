import { describe, expect, it } from 'vitest';
import { applyWorldSetup, WorldSetupError } from '../../control/world-setup';
import { createWorld } from '../../core/world';
import { addressOverridesOf, serverRuleSet } from './server-address-rules';

describe("the server's address rules in a world", () => {
  it('are the seed rules until a setup changes them, for the forms it names', async () => {
    const world = await createWorld('rules', 7);
    expect(serverRuleSet(world, 'US', 'shipping')?.fields.addressLine1?.maxLength).toBe(30);

    await applyWorldSetup(world, {
      addressRules: [
        { countryCode: 'US', form: 'shipping', fields: { addressLine1: { maxLength: 25 } } },
        { countryCode: 'GB', fields: { postalCode: { pattern: '^SW', patternMessage: 'London SW only.' } } },
      ],
    });
    expect(serverRuleSet(world, 'US', 'shipping')?.fields.addressLine1).toEqual({
      required: true,
      maxLength: 25,
    });
    expect(serverRuleSet(world, 'US', 'billing')?.fields.addressLine1?.maxLength).toBe(30);
    // No form named: both forms, each keeping its other properties (GB postcodes stay upper-cased).
    for (const form of ['shipping', 'billing'] as const) {
      expect(serverRuleSet(world, 'GB', form)?.fields.postalCode).toMatchObject({
        pattern: '^SW',
        patternMessage: 'London SW only.',
        uppercase: true,
      });
    }
    expect(addressOverridesOf(world)('us', 'shipping')).toEqual({ addressLine1: { maxLength: 25 } });
    expect(serverRuleSet(world, 'ZZ', 'shipping')).toBeUndefined();
  });

  it('refuse a country the seed does not offer and a pattern that is no regular expression, changing nothing', async () => {
    const world = await createWorld('refused', 7);
    await expect(
      applyWorldSetup(world, {
        addressRules: [{ countryCode: 'JP', fields: { city: { maxLength: 10 } } }],
      }),
    ).rejects.toThrow(new WorldSetupError('addressRules.0.countryCode: no country JP in seed 7'));
    await expect(
      applyWorldSetup(world, {
        addressRules: [
          { countryCode: 'US', fields: { city: { maxLength: 10 } } },
          { countryCode: 'US', fields: { postalCode: { pattern: '([' } } },
        ],
      }),
    ).rejects.toThrow('addressRules.1.fields.postalCode.pattern: not a regular expression');
    expect(world.addressRules.size).toBe(0);
  });
});
