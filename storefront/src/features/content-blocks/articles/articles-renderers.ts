import type { Renderers } from '../block-props';
import { lazyBlock } from '../lazy-block';

/** The article page and the article grid: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const ARTICLE_RENDERERS: Renderers = {
  articlePage: lazyBlock(() => import('./article-page-block'), ['content']),
  articleGrid: lazyBlock(() => import('./article-grid-block'), ['content']),
};
