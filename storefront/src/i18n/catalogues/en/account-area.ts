import { addresses } from './account-area/addresses';
import { communication } from './account-area/communication';
import { help } from './account-area/help';
import { lists } from './account-area/lists';
import { loyalty } from './account-area/loyalty';
import { navigation } from './account-area/navigation';
import { orders } from './account-area/orders';
import { overview } from './account-area/overview';
import { profile } from './account-area/profile';
import { wallet } from './account-area/wallet';

/**
 * The account area (features/account/): one deferred area, loaded with the account's pages. Each part of
 * the account keeps its texts in its own file under account-area/ and adds one spread here.
 */
export const accountArea = {
  ...navigation,
  ...orders,
  ...lists,
  ...help,
  ...loyalty,
  ...overview,
  ...profile,
  ...communication,
  ...addresses,
  ...wallet,
};
