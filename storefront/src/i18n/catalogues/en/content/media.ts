/** The media blocks: video, galleries, the hero's link preview (features/content-blocks/media, hero-block). */
export const media = {
  'contentBlocks.media.video': 'Video',
  'contentBlocks.media.playVideo': 'Play video: {title}',
  'contentBlocks.media.photoGallery': 'Customer photos',
  'contentBlocks.media.socialGallery': 'Photos from our community',
} as const;
