import { describe, expect, it } from 'vitest';
import { CONSENT_CATEGORY_IDS } from '../../../contracts/common/consent-categories';
import { allChoices, consentAllows, consentAsked } from './consent-policy';

const REFUSED_TARGETING = { C0001: true, C0002: true, C0003: true, C0004: false };

describe('the consent matrix (spec 001 section 6)', () => {
  it.each(CONSENT_CATEGORY_IDS)('outside EMEA %s is allowed with or without an answer', (category) => {
    for (const choices of [undefined, allChoices(false), REFUSED_TARGETING]) {
      expect(consentAllows({ consentRequired: false, preview: false, choices }, category)).toBe(true);
    }
  });

  it.each(CONSENT_CATEGORY_IDS)('in EMEA preview %s is allowed whatever the answer', (category) => {
    for (const choices of [undefined, allChoices(false)]) {
      expect(consentAllows({ consentRequired: true, preview: true, choices }, category)).toBe(true);
    }
  });

  it('in EMEA, before an answer, only the required category is allowed', () => {
    const facts = { consentRequired: true, preview: false, choices: undefined } as const;
    expect(CONSENT_CATEGORY_IDS.filter((category) => consentAllows(facts, category))).toEqual(['C0001']);
  });

  it('in EMEA the answer decides each category', () => {
    const facts = { consentRequired: true, preview: false, choices: REFUSED_TARGETING } as const;
    expect(CONSENT_CATEGORY_IDS.filter((category) => consentAllows(facts, category))).toEqual([
      'C0001',
      'C0002',
      'C0003',
    ]);
    const requiredOnly = { ...facts, choices: allChoices(false) };
    expect(CONSENT_CATEGORY_IDS.filter((category) => consentAllows(requiredOnly, category))).toEqual([
      'C0001',
    ]);
  });

  it('asks only on an EMEA site, outside preview, until the shopper answers', () => {
    expect(consentAsked({ consentRequired: true, preview: false, choices: undefined })).toBe(true);
    expect(consentAsked({ consentRequired: true, preview: false, choices: allChoices(false) })).toBe(false);
    expect(consentAsked({ consentRequired: true, preview: true, choices: undefined })).toBe(false);
    expect(consentAsked({ consentRequired: false, preview: false, choices: undefined })).toBe(false);
  });
});
