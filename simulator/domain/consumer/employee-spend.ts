import { toMajor } from '../commerce/money';
import { type Failure, failure } from '../failure';

/**
 * Employee spend (spec 000 section 3, "Spend"): every order an employee places counts its total against the
 * annual cap; an order that would take the spend past the cap is refused. Money in minor units here, major
 * units in the account record.
 */
interface EmployeeSpendFacts {
  readonly currentSpend: number;
  readonly annualCap: number;
}

/** PYT400 (the order cannot be paid as it stands) when this order would pass the cap; at the cap is fine. */
export function employeeCapRefusal(spend: EmployeeSpendFacts, orderTotal: number): Failure | undefined {
  if (spend.currentSpend + orderTotal <= spend.annualCap) return undefined;
  const left = Math.max(0, spend.annualCap - spend.currentSpend);
  return failure(
    'PYT400',
    `This order (${toMajor(orderTotal).toFixed(2)}) would take your employee spend past its annual cap of ` +
      `${toMajor(spend.annualCap).toFixed(2)}: ${toMajor(left).toFixed(2)} left this year.`,
  );
}

/** The spend after an order (positive) or after one is given back (negative), never below zero. */
export const spendAfter = (currentSpend: number, change: number): number =>
  Math.max(0, currentSpend + change);
