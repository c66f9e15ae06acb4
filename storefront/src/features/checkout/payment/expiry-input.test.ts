import { describe, expect, it } from 'vitest';
import { formatExpiryInput } from './expiry-input';

describe('formatExpiryInput', () => {
  it.each([
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['12/', '12'],
    ['4', '04'],
    ['429', '04/29'],
    ['03/2031', '03/2031'],
    ['12 / 30', '12/30'],
    ['1230999', '12/3099'],
    ['', ''],
  ])('%j shows %j', (typed, shown) => {
    expect(formatExpiryInput(typed)).toBe(shown);
  });

  it('each key typed in turn ends on MM/YY', () => {
    let shown = '';
    for (const key of '1230') shown = formatExpiryInput(shown + key);
    expect(shown).toBe('12/30');
  });
});
