import type { Renderers } from '../block-props';

/** Upsell (complete the look): their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const SHOP_RENDERERS: Renderers = {};
