import type { Renderers } from '../block-props';
import { lazyBlock } from '../lazy-block';

/** Collections and carousels, icon-and-text, cards, buttons, lists and the secondary nav: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const LAYOUT_RENDERERS: Renderers = {
  collection: lazyBlock(() => import('./collection-block'), ['home', 'content']),
  iconAndTextCollection: lazyBlock(() => import('./icon-and-text-collection-block')),
  multiLinkCard: lazyBlock(() => import('./multi-link-card-block')),
  button: lazyBlock(() => import('./button-block')),
  buttonCollection: lazyBlock(() => import('./button-collection-block'), ['content']),
  verticalList: lazyBlock(() => import('./vertical-list-block')),
  secondaryNav: lazyBlock(() => import('./secondary-nav-block')),
};
