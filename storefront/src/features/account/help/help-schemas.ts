import { orderNumber } from '../../../../../contracts/common/ids';
import { phoneNumber } from '../../../../../contracts/entities/consumer-profile';
import {
  dateBeforeMessage,
  email,
  MESSAGES,
  maxLength,
  personName,
  required,
} from '../../../../../contracts/validators';
import { z } from '../../../../../contracts/zod';

/**
 * The care forms' rules (spec 001 section 7), made of the contracts' validators so that their messages are
 * the catalogue's (accountArea.help.validation.*). Optional fields are '' when left empty.
 */
const optionalMatching = (schema: z.ZodType<string>, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || schema.safeParse(value).success, message);

const text = (max: number) => required().check(maxLength(max));

const contact = {
  firstName: personName().check(maxLength(64)),
  lastName: personName().check(maxLength(64)),
  email: email().check(maxLength(100)),
  orderNumber: optionalMatching(orderNumber, MESSAGES.pattern),
};

export const contactUsSchema = z.object({
  ...contact,
  category: required(MESSAGES.option),
  subject: required(MESSAGES.option),
  message: text(2000),
});
export type ContactUsValues = z.infer<typeof contactUsSchema>;
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'orderNumber',
  'category',
  'subject',
  'message',
] as const;

/** A phone as the care system stores it: an optional + then the digits, without spaces or punctuation. */
export const phoneDigits = (typed: string) => typed.replace(/[\s().-]/g, '');

/** A purchase date: a real date, not after today. */
const purchaseDate = (today: string) =>
  required()
    .check(z.iso.date({ error: MESSAGES.pattern }))
    .refine((value) => value <= today, dateBeforeMessage(today));

export const warrantySchema = (today: string) =>
  z.object({
    ...contact,
    phone: required(MESSAGES.phone).refine(
      (v) => phoneNumber.safeParse(phoneDigits(v)).success,
      MESSAGES.phone,
    ),
    addressLine1: text(100),
    city: text(60),
    postalCode: text(12),
    productName: text(120),
    purchaseDate: purchaseDate(today),
    issueDescription: text(2000),
  });
export type WarrantyValues = z.infer<ReturnType<typeof warrantySchema>>;
export const WARRANTY_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'city',
  'postalCode',
  'productName',
  'purchaseDate',
  'orderNumber',
  'issueDescription',
] as const;
