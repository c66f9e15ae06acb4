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

export const contactUsRequest = z
  .object({ requestType: z.literal('ContactUs'), organization, payload: contactPayload })
  .openapi('ContactUsRequest');

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

export const warrantyRequest = z
  .object({ requestType: z.literal('Warranty'), organization, payload: warrantyPayload })
  .openapi('WarrantyRequest');

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
