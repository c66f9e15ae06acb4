import type { Messages } from '../../catalogue-types';
import { cart } from './cart';
import { errors } from './errors';
import { session } from './session';
import { shell } from './shell';
import { ui } from './ui';

/** The French catalogue: one spread per area file, the same areas as English. */
export const messages: Messages = {
  ...ui,
  ...errors,
  ...shell,
  ...cart,
  ...session,
};
