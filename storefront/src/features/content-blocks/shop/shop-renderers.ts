import type { Renderers } from '../block-props';
import { lazyBlock } from '../lazy-block';

/** Upsell (complete the look): their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const SHOP_RENDERERS: Renderers = {
  upsell: lazyBlock(() => import('./upsell-block'), ['content']),
};
