import { addressId, isoDateTime } from '../common/ids';
import { z } from '../zod';

export const approachType = z.enum(['S', 'B']).openapi({ description: 'S shipping, B billing.' });

/**
 * An address as the wire carries it (spec 000 section 3). Structural only: the per-country form rules
 * (lengths, required fields, patterns) live in validators/address-rules and are applied by the forms and
 * by the simulator's address calls, which can answer CHK320 / CHK380 with the failing field.
 */
export const address = z
  .object({
    id: addressId.optional(),
    addressId: addressId.optional(),
    shippingId: z.string().optional(),
    approachType: approachType.optional(),
    main: z.boolean().optional(),
    firstName: z.string(),
    lastName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().optional(),
    city: z.string(),
    province: z.string().optional(),
    postalCode: z.string(),
    country: z.string().openapi({ description: 'Country name or code as the form sent it.' }),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    email: z.string().optional(),
    phone: z.string().optional().openapi({ description: 'Stored as + and the dial code, then the digits.' }),
    phoneCode: z
      .string()
      .optional()
      .openapi({ description: 'Dial code, or dial code and country when shared (1-US).' }),
    recipientContactPhone: z.string().optional(),
    isValidated: z.boolean().optional(),
    subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
    updatedAt: isoDateTime.optional(),
  })
  .openapi('Address');

export type Address = z.infer<typeof address>;
