import type { Renderers } from '../block-props';

/** The article page and the article grid: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const ARTICLE_RENDERERS: Renderers = {};
