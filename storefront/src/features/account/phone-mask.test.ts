import { describe, expect, it } from 'vitest';
import { countryPhoneMask, displayedPhone, maskedAsTyped } from './phone-mask';

describe('the account phone fields', () => {
  const mask = countryPhoneMask('US');

  it("masks digits as typed in the country's mask, and leaves an international number alone", () => {
    expect(mask).toBe('(XXX) XXX - XXXX');
    expect(maskedAsTyped('6045550199', mask)).toBe('(604) 555 - 0199');
    expect(maskedAsTyped('+44 20 7946 0958', mask)).toBe('+44 20 7946 0958');
  });

  it('shows a stored phone as its national number in the mask, blank when there is none', () => {
    expect(displayedPhone('+16045550199', 'US', mask)).toBe('(604) 555 - 0199');
    expect(displayedPhone(undefined, 'US', mask)).toBe('');
  });
});
