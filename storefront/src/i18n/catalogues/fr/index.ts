import type { Messages } from '../../catalogue-types';
import { errors } from './errors';
import { ui } from './ui';

/** The French catalogue: one spread per area file, the same areas as English. */
export const messages: Messages = {
  ...ui,
  ...errors,
};
