import type { Renderers } from '../block-props';

/** Pictures, video, split banner and the photo galleries: their renderers (each a lazyBlock, see ../lazy-block.tsx). */
export const MEDIA_RENDERERS: Renderers = {};
