import type { Renderers } from '../block-props';

/** Rich text, thin banner, accordion and spacer: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const TEXT_RENDERERS: Renderers = {};
