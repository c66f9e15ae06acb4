import type { Messages } from '../../catalogue-types';
import { delivery } from './delivery';
import { errors } from './errors';
import { session } from './session';
import { shell } from './shell';
import { stores } from './stores';
import { ui } from './ui';

/** The French catalogue: one spread per area file, the same areas as English. */
export const messages: Messages = {
  ...ui,
  ...errors,
  ...shell,
  ...session,
  ...delivery,
  ...stores,
};
