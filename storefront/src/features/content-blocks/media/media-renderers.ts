import type { Renderers } from '../block-props';
import { lazyBlock } from '../lazy-block';

/** Pictures, video, split banner and the photo galleries: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const MEDIA_RENDERERS: Renderers = {
  picture: lazyBlock(() => import('./picture-block')),
  splitBanner: lazyBlock(() => import('./split-banner-block')),
  video: lazyBlock(() => import('./video-block'), ['home']),
  photoGallery: lazyBlock(() => import('./photo-gallery-block'), ['home']),
  socialGallery: lazyBlock(() => import('./social-gallery-block'), ['home']),
};
