import { z } from '../zod';
import { breakpoint, cloudinaryAsset, contentBlockBase, ctaTarget, mediaPerSize } from './content-media';

/** Videos longer than this use the cloud video player when its flag is on (spec 001 section 9). */
export const CLOUD_PLAYER_MIN_DURATION_SECONDS = 30;
/** The social-photo widget is created this long after mount. */
export const SOCIAL_WIDGET_INIT_DELAY_MS = 500;

export const playerSettings = z
  .object({
    autoplay: z.boolean().default(true),
    hideControls: z.boolean().default(false),
    loop: z.boolean().default(true),
    muted: z.boolean().default(true),
  })
  .openapi('VideoPlayerSettings');

/** Video content (spec 001 section 3): media per size, cloud asset, duration and player settings. */
export const videoBlock = contentBlockBase.extend({
  type: z.literal('video'),
  media: mediaPerSize,
  cloudinaryAsset: cloudinaryAsset.optional(),
  duration: z.number().nonnegative().optional().openapi({ description: 'Length in seconds.' }),
  playerSettings: playerSettings.optional(),
});

export const pictureBlock = contentBlockBase.extend({
  type: z.literal('picture'),
  media: mediaPerSize,
  target: ctaTarget.optional(),
});

const spacerSize = z.enum(['none', 'xs', 'sm', 'md', 'lg', 'xl']);

export const spacerBlock = contentBlockBase.extend({
  type: z.literal('spacer'),
  size: z.partialRecord(breakpoint, spacerSize).openapi({ description: 'Vertical space per breakpoint.' }),
});

/** User-photo gallery widget, keyed by a container id; shown on product pages with title and subtitle. */
export const photoGalleryBlock = contentBlockBase.extend({
  type: z.literal('photoGallery'),
  containerId: z.string().min(1).max(128),
});

/** Social-photo widget with a container id and a filter. */
export const socialGalleryBlock = contentBlockBase.extend({
  type: z.literal('socialGallery'),
  containerId: z.string().min(1).max(128),
  filter: z.string().max(200).optional().openapi({ description: 'Widget filter (tag or stream).' }),
});

export type VideoBlock = z.infer<typeof videoBlock>;
export type PictureBlock = z.infer<typeof pictureBlock>;
export type SpacerBlock = z.infer<typeof spacerBlock>;
export type PhotoGalleryBlock = z.infer<typeof photoGalleryBlock>;
export type SocialGalleryBlock = z.infer<typeof socialGalleryBlock>;
