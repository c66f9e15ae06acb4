import { HEADER, type SessionCallHeaders } from '../../contracts/common/headers';

/** Headers every main call carries, as the storefront sends them (the session calls' headers). */
export const STOREFRONT_HEADERS = {
  [HEADER.locale]: 'en-us',
  [HEADER.brand]: 'summitpeak',
  [HEADER.channel]: 'ECOMM',
  [HEADER.region]: 'NORA',
  [HEADER.userSessionId]: 'usid-test-0001',
} as const satisfies SessionCallHeaders;
