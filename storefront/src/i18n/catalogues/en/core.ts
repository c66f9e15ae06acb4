import type { Messages } from '../../catalogue-types';
import { cart } from './cart';
import { errors } from './errors';
import { navigation } from './navigation';
import { search } from './search';
import { session } from './session';
import { shell } from './shell';
import { ui } from './ui';

/**
 * What every page shows (header, menus, search box, account button, cart button and add-to-cart texts,
 * the named error texts), loaded before the first render. The other areas load with the pages, dialogs
 * and events that use them (i18n/message-areas.ts).
 */
export const messages: Messages = {
  ...ui,
  ...errors,
  ...shell,
  ...navigation,
  ...session,
  ...search,
  ...cart,
};
