import { describe, expect, it } from 'vitest';
import { taxContained, taxOnTop, taxRuleChanged, taxRuleFor } from './tax';

describe('tax by region and province', () => {
  it('adds state and province sales tax in North America', () => {
    expect(taxOnTop(10000, taxRuleFor('US', 'CA'))).toBe(725);
    expect(taxOnTop(10000, taxRuleFor('US', 'OR'))).toBe(0);
    expect(taxOnTop(10000, taxRuleFor('US', 'ZZ'))).toBe(600);
    expect(taxOnTop(10000, taxRuleFor('CA', 'on'))).toBe(1300);
    expect(taxOnTop(10000, taxRuleFor('CA', 'QC'))).toBe(1498);
  });
  it('keeps VAT inside European prices', () => {
    const de = taxRuleFor('DE');
    expect(taxOnTop(11900, de)).toBe(0);
    expect(taxContained(11900, de)).toBe(1900);
  });
  it('charges nothing where no rule is known', () => {
    expect(taxOnTop(10000, taxRuleFor('JP'))).toBe(0);
  });
});

describe('taxRuleChanged', () => {
  const colorado = taxRuleFor('US', 'CO');
  it('is true only when a prepared rule differs from the current one', () => {
    expect(taxRuleChanged(undefined, colorado)).toBe(false);
    expect(taxRuleChanged(colorado, taxRuleFor('US', 'CO'))).toBe(false);
    expect(taxRuleChanged(colorado, taxRuleFor('US', 'WA'))).toBe(true);
    expect(taxRuleChanged(colorado, undefined)).toBe(true);
    expect(taxRuleChanged(taxRuleFor('US', 'OR'), undefined)).toBe(false);
  });
});
