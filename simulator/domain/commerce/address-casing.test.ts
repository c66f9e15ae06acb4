import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/entities/address';
import { standardAddressCase, standardRegionCode } from './address-casing';
import { verifyAddress } from './address-check';

describe('standardAddressCase', () => {
  it.each([
    ['1600 Pennsylvania Ave NW', '1600 Pennsylvania Ave NW'],
    ['1600 pennsylvania ave nw', '1600 Pennsylvania Ave NW'],
    ['350 5TH AVE', '350 5th Ave'],
    ['12 n main st', '12 N Main St'],
    ['400 se  hawthorne blvd', '400 SE Hawthorne Blvd'],
    ['apt 4b', 'Apt 4B'],
    ['STE 200', 'Ste 200'],
    ['unit 12', 'Unit 12'],
    ['#4b', '#4B'],
    ['221b baker street', '221B Baker Street'],
    ['po box 123', 'PO Box 123'],
    ['1200 rue saint-laurent o', '1200 Rue Saint-Laurent O'],
    ['55 2e avenue', '55 2e Avenue'],
    ["8 o'neil way sw", "8 O'Neil Way SW"],
    ['  new   york ', 'New York'],
  ])('%s -> %s', (typed, standard) => {
    expect(standardAddressCase(typed)).toBe(standard);
  });

  // Letters, digits and the punctuation street lines use, in any case and spacing.
  const line = fc
    .array(
      fc.oneof(
        fc.constantFrom('n', 'NW', 'se', 'apt', 'Ste', '#4b', '1st', '221b', 'ave', 'po', 'box'),
        fc.stringMatching(/^[a-zA-Zéè0-9'#-]{1,10}$/),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .chain((words) =>
      fc
        .array(fc.constantFrom(' ', '  ', '\t'), { minLength: words.length + 1, maxLength: words.length + 1 })
        .map((gaps) => gaps.map((gap, i) => gap + (words[i] ?? '')).join('')),
    );

  it('changes only case and spacing, never the letters', () => {
    fc.assert(
      fc.property(line, (typed) => {
        const squeeze = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
        expect(standardAddressCase(typed).toLowerCase()).toBe(squeeze(typed));
      }),
    );
  });

  it('is stable: a standard line stays as it is, whatever case it was typed in', () => {
    fc.assert(
      fc.property(line, (typed) => {
        const once = standardAddressCase(typed);
        expect(standardAddressCase(once)).toBe(once);
        expect(standardAddressCase(typed.toUpperCase())).toBe(once);
      }),
    );
  });
});

describe('standardRegionCode', () => {
  it('writes codes in capitals and leaves names alone', () => {
    expect(standardRegionCode('wa')).toBe('WA');
    expect(standardRegionCode(' Qc ')).toBe('QC');
    expect(standardRegionCode('Washington')).toBe('Washington');
  });
});

describe('verifyAddress keeps the standard case', () => {
  const address: Address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '1600 Pennsylvania Ave NW',
    city: 'Washington',
    province: 'DC',
    postalCode: '20500',
    country: 'US',
    phone: '2025550100',
    email: 'ada@example.com',
  };

  it('verifies "1600 Pennsylvania Ave NW" as typed', () => {
    expect(verifyAddress(address)).toEqual({ verified: true, suggestions: [] });
  });

  it('suggests the standard form of a lower-case address, unit and state code included', () => {
    const v = verifyAddress({
      ...address,
      addressLine1: '1600 pennsylvania ave nw',
      addressLine2: 'ste 4b',
      province: 'dc',
    });
    expect(v.verified).toBe(false);
    expect(v.suggestions[0]).toMatchObject({
      addressLine1: '1600 Pennsylvania Ave NW',
      addressLine2: 'Ste 4B',
      province: 'DC',
    });
  });
});
