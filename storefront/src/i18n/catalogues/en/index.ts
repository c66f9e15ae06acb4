import type { Messages } from '../../catalogue-types';
import { delivery } from './delivery';
import { errors } from './errors';
import { session } from './session';
import { shell } from './shell';
import { stores } from './stores';
import { ui } from './ui';

/** The English catalogue: one spread per area file. Add an area with one import and one spread. */
export const messages: Messages = {
  ...ui,
  ...errors,
  ...shell,
  ...session,
  ...delivery,
  ...stores,
};
