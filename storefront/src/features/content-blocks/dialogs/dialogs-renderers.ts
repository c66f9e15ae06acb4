import type { Renderers } from '../block-props';
import { lazyBlock } from '../lazy-block';

/** The dialog block (newsletter, event sign-up) and a page's pop-up block: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const DIALOG_RENDERERS: Renderers = {
  dialog: lazyBlock(() => import('./dialog-block'), ['content']),
  popUp: lazyBlock(() => import('./pop-up-block'), ['content']),
};
