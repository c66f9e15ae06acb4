import { CONSENT_CATEGORY_IDS, type ConsentCategory } from '../common/consent-categories';
import { z } from '../zod';

export { CONSENT_CATEGORIES } from '../common/consent-categories';

export const consentCategory = z
  .enum(CONSENT_CATEGORY_IDS as [ConsentCategory, ...ConsentCategory[]])
  .openapi('ConsentCategory', {
    description: 'C0001 required, C0002 performance, C0003 functional, C0004 targeting.',
  });

/** The 16 audience segment ids an audience switch can target (spec 001 section 6). */
export const AUDIENCE_SEGMENT_IDS = [
  'loggedout',
  'loggedin',
  'loyalty-loggedin',
  'non-loyalty-loggedin',
  'employee-loggedin',
  'non-employee-loggedin',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx-loggedin',
  'non-ipa-wranx-loggedin',
  'wranx-loggedin',
  'non-wranx-loggedin',
  'ipa-loggedin',
  'non-ipa-loggedin',
  'athletes-loggedin',
  'non-athletes-loggedin',
] as const;

export const audienceSegmentId = z.enum(AUDIENCE_SEGMENT_IDS).openapi('AudienceSegmentId', {
  description: 'Audience segment; the query option p13n_testcontext forces one.',
});

export type { ConsentCategory };
export type AudienceSegmentId = z.infer<typeof audienceSegmentId>;
