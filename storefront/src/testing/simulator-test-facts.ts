/**
 * Test support: the simulator's test facts that storefront tests use (a valid card year, the seed's
 * well-known product ids, world set-up, image colours). Storefront files reach simulator/ only from
 * testing/ and dev/ (scripts/imports/import-rules.ts), so tests import these from here.
 */
export { applyWorldSetup } from '../../../simulator/control/world-setup';
export { FIXTURE_IDS } from '../../../simulator/db/seed/catalogue-fixtures';
export { colorHex } from '../../../simulator/images/product-colors';
export { VALID_CARD_YEAR } from '../../../simulator/testing/card-expiry';
