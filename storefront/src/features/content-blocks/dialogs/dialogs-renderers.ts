import type { Renderers } from '../block-props';

/** The dialog block (newsletter, event sign-up): their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const DIALOG_RENDERERS: Renderers = {};
