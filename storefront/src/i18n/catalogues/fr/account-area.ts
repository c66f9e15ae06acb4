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

/** L'espace client (features/account/) : une zone différée, un fichier par partie sous account-area/. */
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
