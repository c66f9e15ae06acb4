import type { Renderers } from '../block-props';

/** Collections and carousels, icon-and-text, cards, buttons, lists and the secondary nav: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const LAYOUT_RENDERERS: Renderers = {};
