import type { Messages } from '../../catalogue-types';
import { errors } from './errors';
import { product } from './product';
import { reviews } from './reviews';
import { shell } from './shell';
import { ui } from './ui';

/** The English catalogue: one spread per area file. Add an area with one import and one spread. */
export const messages: Messages = {
  ...ui,
  ...errors,
  ...product,
  ...reviews,
  ...shell,
};
