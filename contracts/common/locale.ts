import { z } from '../zod';

/** Two-letter language, a dash, then a region of 2 or 3 characters (e.g. en-us, fr-ca, es-419). */
// No regex flags: OpenAPI patterns are flag-less ECMAScript, so case is spelled out.
export const LOCALE_PATTERN = /^[a-zA-Z]{2}-[a-zA-Z0-9]{2,3}$/;

export const locale = z
  .string()
  .regex(LOCALE_PATTERN, 'Locale must be a two-letter language, a dash and a 2 or 3 character region')
  .openapi({ example: 'en-us' });

export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Country must be an ISO 3166-1 alpha-2 code')
  .openapi({ example: 'US' });
