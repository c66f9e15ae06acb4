import type { ConsentCategory } from '../../../contracts/common/consent-categories';
import { siteFor } from '../config/site-config';
import { getCurrentLocale } from '../i18n/current-locale';
import { consentAllows } from './consent-policy';
import { consentStore } from './consent-store';

/**
 * Whether a category is allowed at this moment, for code outside React (the performance beacon, the data
 * layer): the current site's region, preview from the address, the stored answer as it is now.
 */
export const consentAllowsNow = (category: ConsentCategory): boolean =>
  consentAllows(
    {
      region: siteFor(getCurrentLocale()).region,
      preview: new URLSearchParams(globalThis.location?.search ?? '').get('preview') === 'true',
      choices: consentStore().get(),
    },
    category,
  );
