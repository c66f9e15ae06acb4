import { currencyCode, nonNegativeAmount } from '../common/money';
import { z } from '../zod';

/** Employee discount spend against its yearly cap (spec 000 section 3, "Spend"). */
export const employeeSpend = z
  .object({
    currentSpend: nonNegativeAmount,
    annualCap: nonNegativeAmount,
    currency: currencyCode.optional(),
  })
  .openapi('EmployeeSpend');

/** Athlete and prosumer spend against the yearly credit they are granted. */
export const creditSpend = z
  .object({
    currentSpend: nonNegativeAmount,
    annualCredit: nonNegativeAmount,
    currency: currencyCode.optional(),
  })
  .openapi('CreditSpend');

/** The spends a profile carries, one per programme the consumer belongs to. Placement not shown. */
export const consumerSpends = z
  .object({
    employee: employeeSpend.optional(),
    athlete: creditSpend.optional(),
    prosumer: creditSpend.optional(),
  })
  .openapi('ConsumerSpends', {
    description: 'Not shown where spends sit: an object on the profile keyed by programme.',
  });

export type EmployeeSpend = z.infer<typeof employeeSpend>;
export type CreditSpend = z.infer<typeof creditSpend>;
export type ConsumerSpends = z.infer<typeof consumerSpends>;
