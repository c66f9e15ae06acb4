import type { ConsentCategory } from '../../../contracts/common/consent-categories';
import { siteFor } from '../config/site-config';
import { getCurrentLocale } from '../i18n/current-locale';
import { type ConsentFacts, consentAllows } from './consent-policy';
import type { ConsentChoices } from './onetrust-cookie';

/** The consent facts of this moment, for code outside React: the current site, preview from the address. */
export const consentFactsNow = (choices: ConsentChoices | undefined): ConsentFacts => ({
  consentRequired: siteFor(getCurrentLocale()).settings.consentRequired,
  preview: new URLSearchParams(globalThis.location?.search ?? '').get('preview') === 'true',
  choices,
});

/**
 * Whether a category is allowed at this moment, given how to read the stored answer (the consent store's
 * `get`; none loaded yet reads as no answer, which in EMEA allows only the required category).
 */
export const consentAllowsNow = (
  category: ConsentCategory,
  stored: () => ConsentChoices | undefined,
): boolean => consentAllows(consentFactsNow(stored()), category);
