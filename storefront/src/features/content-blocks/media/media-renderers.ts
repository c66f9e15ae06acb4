import type { Renderers } from '../block-props';
import { lazyBlock } from '../lazy-block';

/** Pictures, video, split banner and the photo galleries: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const MEDIA_RENDERERS: Renderers = {
  picture: lazyBlock(() => import('./picture-block')),
  splitBanner: lazyBlock(() => import('./split-banner-block')),
  video: lazyBlock(() => import('./video-block'), ['content']),
  photoGallery: lazyBlock(() => import('./photo-gallery-block'), ['content']),
  socialGallery: lazyBlock(() => import('./social-gallery-block'), ['content']),
};
