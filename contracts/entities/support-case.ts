import { isoDate, isoDateTime, orderNumber } from '../common/ids';
import { countryCode } from '../common/locale';
import { z } from '../zod';
import { address } from './address';
import { personName, phoneNumber } from './consumer-profile';
import { emailField } from './credentials';

/**
 * Contact-us and warranty requests go to the customer-care case system (not shown). Both are an envelope
 * of requestType, organization and payload: the ATTR100, ATTR200 and ATTR300 errors name exactly those
 * three parts (missing request type, organisation, payload).
 */
const organization = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, 'Organization is the lower-case care organisation code')
  .openapi({ description: 'Customer-care organisation (brand and region).', example: 'summitpeak-us' });

/**
 * The care system names each missing part of the envelope (spec 000 section 8): a missing or blank request
 * type ATTR100, organisation ATTR200, payload ATTR300. The check runs even when the shape already failed,
 * so the answer is the named id rather than API400 (decisions.md, "Ids named by a schema check").
 */
const CASE_PART_IDS = [
  ['requestType', 'ATTR100', 'The request type is missing.'],
  ['organization', 'ATTR200', 'The organisation is missing.'],
  ['payload', 'ATTR300', 'The request payload is missing.'],
] as const;

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function caseEnvelope<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).superRefine(
    (_, ctx) => {
      const raw = ctx.value as unknown;
      const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      for (const [field, errorId, message] of CASE_PART_IDS) {
        if (isMissing(input[field])) {
          ctx.addIssue({ code: 'custom', path: [field], message, params: { errorId } });
        }
      }
    },
    { when: () => true },
  );
}

const caseCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Codes are letters, digits, _ or -');

const contactPayload = z.object({
  firstName: personName,
  lastName: personName,
  email: emailField,
  phone: phoneNumber.optional(),
  orderNumber: orderNumber.optional(),
  category: caseCode.openapi({
    description: 'A category code from GET /consumers-v3/contactus/categorySubject.',
  }),
  subject: caseCode.openapi({ description: 'A subject code of that category.' }),
  message: z.string().trim().min(1).max(2000),
  country: countryCode.optional(),
});

export const contactUsRequest = caseEnvelope({
  requestType: z.literal('ContactUs'),
  organization,
  payload: contactPayload,
}).openapi('ContactUsRequest', {
  description: 'A missing request type answers ATTR100, organisation ATTR200, payload ATTR300.',
});

const warrantyPayload = z.object({
  firstName: personName,
  lastName: personName,
  email: emailField,
  phone: phoneNumber,
  address,
  productName: z.string().trim().min(1).max(120),
  styleNumber: z.string().trim().max(32).optional(),
  color: z.string().max(60).optional(),
  size: z.string().max(20).optional(),
  purchaseDate: isoDate,
  orderNumber: orderNumber.optional(),
  issueDescription: z.string().trim().min(1).max(2000),
  photoUrls: z.array(z.url()).max(5).optional(),
});

export const warrantyRequest = caseEnvelope({
  requestType: z.literal('Warranty'),
  organization,
  payload: warrantyPayload,
}).openapi('WarrantyRequest', {
  description: 'A missing request type answers ATTR100, organisation ATTR200, payload ATTR300.',
});

/** Not shown: the case the care system opened. */
export const supportCase = z
  .object({ caseNumber: z.string().min(1), status: z.literal('OPEN'), createdAt: isoDateTime })
  .openapi('SupportCase');

/** GET /consumers-v3/contactus/categorySubject (not shown): categories and their subjects, localised labels. */
export const contactCategories = z
  .object({
    categories: z.array(
      z.object({
        code: caseCode,
        label: z.string().min(1),
        subjects: z.array(z.object({ code: caseCode, label: z.string().min(1) })).min(1),
      }),
    ),
  })
  .openapi('ContactCategories');

export type ContactUsRequest = z.infer<typeof contactUsRequest>;
export type WarrantyRequest = z.infer<typeof warrantyRequest>;
export type SupportCase = z.infer<typeof supportCase>;
export type ContactCategories = z.infer<typeof contactCategories>;
