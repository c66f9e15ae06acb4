import { communication } from './account-area/communication';
import { navigation } from './account-area/navigation';
import { overview } from './account-area/overview';
import { profile } from './account-area/profile';

/** L'espace client (features/account/) : une zone différée, un fichier par partie sous account-area/. */
export const accountArea = {
  ...navigation,
  ...overview,
  ...profile,
  ...communication,
};
