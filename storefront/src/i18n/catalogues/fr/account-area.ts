import { addresses } from './account-area/addresses';
import { navigation } from './account-area/navigation';
import { wallet } from './account-area/wallet';

/** L'espace client (features/account/) : une zone différée, un fichier par partie sous account-area/. */
export const accountArea = {
  ...navigation,
  ...addresses,
  ...wallet,
};
