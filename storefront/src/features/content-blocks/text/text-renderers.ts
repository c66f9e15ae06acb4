import type { Renderers } from '../block-props';
import { lazyBlock } from '../lazy-block';

/** Rich text, thin banner, accordion and spacer: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const TEXT_RENDERERS: Renderers = {
  richText: lazyBlock(() => import('./rich-text-block')),
  thinBanner: lazyBlock(() => import('./thin-banner-block')),
  accordion: lazyBlock(() => import('./accordion-block'), ['home']),
  spacer: lazyBlock(() => import('./spacer-block')),
};
