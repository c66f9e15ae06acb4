import type { Renderers } from '../block-props';
import { lazyBlock } from '../lazy-block';

/** The dialog block (newsletter, event sign-up): their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const DIALOG_RENDERERS: Renderers = {
  dialog: lazyBlock(() => import('./dialog-block')),
};
