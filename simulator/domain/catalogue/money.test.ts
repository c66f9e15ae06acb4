import { describe, expect, it } from 'vitest';
import { currencyForLocale } from './money';

describe('catalogue currency', () => {
  it('prices Canadian locales in CAD and every other locale in USD', () => {
    expect(currencyForLocale('fr-CA')).toBe('CAD');
    expect(currencyForLocale('en-us')).toBe('USD');
    expect(currencyForLocale(undefined)).toBe('USD');
  });
});
