import { z } from '../zod';
import { LOCALE_PATTERN } from './patterns';

export { LOCALE_PATTERN };

export const locale = z
  .string()
  .regex(LOCALE_PATTERN, 'Locale must be a two-letter language, a dash and a 2 or 3 character region')
  .openapi({ example: 'en-us' });

export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Country must be an ISO 3166-1 alpha-2 code')
  .openapi({ example: 'US' });
