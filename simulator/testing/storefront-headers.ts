import { HEADER } from '../../contracts/common/headers';

/** Headers every main call carries, as the storefront sends them. */
export const STOREFRONT_HEADERS: Readonly<Record<string, string>> = {
  [HEADER.locale]: 'en-us',
  [HEADER.brand]: 'summitpeak',
  [HEADER.channel]: 'ECOMM',
  [HEADER.region]: 'NORA',
  [HEADER.userSessionId]: 'usid-test-0001',
};
