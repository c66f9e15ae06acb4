import { addresses } from './account-area/addresses';
import { navigation } from './account-area/navigation';
import { wallet } from './account-area/wallet';

/**
 * The account area (features/account/): one deferred area, loaded with the account's pages. Each part of
 * the account keeps its texts in its own file under account-area/ and adds one spread here.
 */
export const accountArea = {
  ...navigation,
  ...addresses,
  ...wallet,
};
