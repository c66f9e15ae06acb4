import { z } from '../zod';

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Currency must be an ISO 4217 code')
  .openapi({ description: 'ISO 4217 currency code.', example: 'USD' });

/**
 * Money on the wire is a decimal amount in major units (as the commerce backend sends it, e.g. 89.95).
 * Inside the simulator's domain it is converted to integer minor units; formatting happens at the edge.
 */
export const amount = z
  .number()
  .finite()
  .openapi({ description: 'Decimal amount in major units of the cart currency.', example: 89.95 });
export const nonNegativeAmount = amount.min(0);

/** Percent discount, rounded to 1 decimal (spec 000 section 9). */
export const percentage = z.number().min(0).max(100).openapi({ example: 25.5 });
