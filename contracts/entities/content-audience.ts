import { z } from '../zod';

/** Consent categories (spec 001 section 3). Targeting (C0004) governs flag decisions and experiment tracking. */
export const CONSENT_CATEGORIES = {
  C0001: 'required',
  C0002: 'performance and analytics',
  C0003: 'functional',
  C0004: 'targeting',
} as const;

export const consentCategory = z.enum(['C0001', 'C0002', 'C0003', 'C0004']).openapi('ConsentCategory', {
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

export type ConsentCategory = z.infer<typeof consentCategory>;
export type AudienceSegmentId = z.infer<typeof audienceSegmentId>;
