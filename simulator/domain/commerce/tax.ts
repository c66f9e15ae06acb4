import { applyBasisPoints, type Minor } from './money';

/**
 * Tax by region and province (designed: the spec only says "tax by region"). North America adds sales
 * tax on top of prices, by state or province; Europe's prices include VAT, so `tax` added on top is 0
 * and the included VAT is reported as `taxAmount`. Rates in basis points (7.25% = 725).
 */
export interface TaxRule {
  readonly basisPoints: number;
  readonly inclusive: boolean;
}

const US_STATES: Readonly<Record<string, number>> = {
  CA: 725,
  NY: 888,
  TX: 625,
  WA: 650,
  FL: 600,
  IL: 625,
  MA: 625,
  NJ: 663,
  CO: 290,
  OR: 0,
  MT: 0,
  NH: 0,
  DE: 0,
  AK: 0,
};
const US_DEFAULT = 600;

const CA_PROVINCES: Readonly<Record<string, number>> = {
  ON: 1300,
  QC: 1498,
  BC: 1200,
  AB: 500,
  MB: 1200,
  SK: 1100,
  NS: 1500,
  NB: 1500,
  NL: 1500,
  PE: 1500,
  NT: 500,
  NU: 500,
  YT: 500,
};
const CA_DEFAULT = 500;

const VAT: Readonly<Record<string, number>> = {
  GB: 2000,
  DE: 1900,
  FR: 2000,
  IT: 2200,
  ES: 2100,
  NL: 2100,
  BE: 2100,
  AT: 2000,
  IE: 2300,
};

export function taxRuleFor(countryCode: string, province?: string): TaxRule {
  const p = province?.trim().toUpperCase() ?? '';
  if (countryCode === 'US') return { basisPoints: US_STATES[p] ?? US_DEFAULT, inclusive: false };
  if (countryCode === 'CA') return { basisPoints: CA_PROVINCES[p] ?? CA_DEFAULT, inclusive: false };
  const vat = VAT[countryCode];
  return vat === undefined ? { basisPoints: 0, inclusive: false } : { basisPoints: vat, inclusive: true };
}

/** Tax added on top of a taxable amount (0 for inclusive rules). */
export function taxOnTop(amount: Minor, rule: TaxRule): Minor {
  return rule.inclusive ? 0 : applyBasisPoints(amount, rule.basisPoints);
}

/** The tax an amount contains: VAT inside an inclusive price, or the tax added on top of it. */
export function taxContained(amount: Minor, rule: TaxRule): Minor {
  if (!rule.inclusive) return applyBasisPoints(amount, rule.basisPoints);
  return amount - Math.round((amount * 10_000) / (10_000 + rule.basisPoints));
}

/**
 * TAX310 (designed): the tax rule changed since the shopper last prepared the order, so the totals they
 * reviewed are stale. Only a change of rule counts (a new state or country), not a new amount from more
 * items; a cart never prepared has nothing to contradict.
 */
export function taxRuleChanged(prepared: TaxRule | undefined, current: TaxRule | undefined): boolean {
  if (!prepared) return false;
  return (
    prepared.basisPoints !== (current?.basisPoints ?? 0) ||
    prepared.inclusive !== (current?.inclusive ?? false)
  );
}
