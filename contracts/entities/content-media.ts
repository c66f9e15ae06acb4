import { z } from '../zod';

/**
 * Building blocks shared by every content (CaaS) block: ids, links, pictures, media per breakpoint,
 * colours, alignment and promotion tracking (spec 001 sections 2 and 3).
 */

export const contentId = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9:._-]{0,127}$/,
    'Content id must be 1 to 128 letters, digits, colons, dots, dashes or underscores',
  )
  .openapi({ example: 'hero-home-spring-26' });

export const siteId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'Site id must be 2 to 32 lower-case letters, digits or dashes')
  .openapi({ description: 'CaaS site (brand and country storefront).', example: 'summitpeak-us' });

/** A link as content writes it: site-relative ('/en-us/c/jackets-1234') or absolute http(s). */
export const contentUrl = z
  .string()
  .max(2048)
  .regex(/^(\/|https?:\/\/)/, 'URL must be site-relative (/...) or absolute http(s)')
  .openapi({ example: '/en-us/c/jackets-211001' });

/** CSS colour as the CMS stores it: hex, 3, 6 or 8 digits. */
export const cssColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Colour must be a hex colour such as #1A1A1A')
  .openapi({ example: '#1A1A1A' });

export const alignment = z.enum(['left', 'center', 'right']);
export const breakpoint = z.enum(['small', 'medium', 'large']);
export const targetAttribute = z.enum(['_self', '_blank']).default('_self');

/** Menu item and link target: where a click goes and in which window. */
export const linkTarget = z.object({ url: contentUrl, targetAttribute });

/**
 * A block's click target. `linkType` cta renders a button (heroes show call-to-action buttons only for
 * cta); link renders a text link.
 */
export const ctaTarget = linkTarget
  .extend({
    label: z.string().min(1).max(120),
    linkType: z.enum(['cta', 'link']).default('cta'),
    style: z.enum(['primary', 'secondary', 'tertiary', 'text']).optional(),
    ariaLabel: z.string().max(200).optional(),
  })
  .openapi('ContentTarget');

/** Picture with alt text; logos and media objects carry their own size and SEO title. */
const pictureShape = {
  url: contentUrl,
  alt: z.string().max(300).default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  seoTitle: z.string().max(200).optional(),
};

export const contentPicture = z.object(pictureShape).openapi('ContentPicture');

export const imageMedia = z.object({ type: z.literal('image'), ...pictureShape });

export const videoMedia = z.object({
  type: z.literal('video'),
  url: contentUrl.openapi({
    description: 'MP4/HLS source or a YouTube link (played through an embedded player).',
  }),
  poster: contentUrl.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const mediaItem = z.discriminatedUnion('type', [imageMedia, videoMedia]).openapi('ContentMediaItem');

/** Media per breakpoint; medium and large fall back to the next smaller size when absent. */
export const mediaPerSize = z
  .object({ small: mediaItem, medium: mediaItem.optional(), large: mediaItem.optional() })
  .openapi('ContentResponsiveMedia');

export const cloudinaryAsset = z
  .object({
    cloudName: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    publicId: z.string().min(1).max(256),
  })
  .openapi('CloudinaryAsset');

/** Colours a block may override; absent ones use the theme. */
export const blockColors = z
  .object({
    title: cssColor,
    subtitle: cssColor,
    text: cssColor,
    background: cssColor,
    overlay: cssColor,
    button: cssColor,
  })
  .partial()
  .openapi('ContentColors');

export const promotionTracking = z
  .object({
    creativeName: z.string().min(1).max(200),
    promotionId: z.string().min(1).max(100),
    promotionName: z.string().min(1).max(200),
  })
  .openapi('PromotionTracking');

/**
 * Fields every content block may carry (spec 001 section 3, "Content blocks"). The wire name is `colors`,
 * as the spec writes it.
 */
export const contentBlockBase = z.object({
  id: contentId,
  name: z.string().max(200).optional().openapi({ description: 'Editor-facing name.' }),
  title: z.string().max(300).optional(),
  subtitle: z.string().max(500).optional(),
  targets: z.array(ctaTarget).max(10).optional(),
  media: mediaPerSize.optional(),
  colors: blockColors.optional(),
  alignment: alignment.optional(),
  promotionTracking: promotionTracking.optional(),
});

export type ContentPicture = z.infer<typeof contentPicture>;
export type ContentTarget = z.infer<typeof ctaTarget>;
export type LinkTarget = z.infer<typeof linkTarget>;
export type MediaItem = z.infer<typeof mediaItem>;
export type MediaPerSize = z.infer<typeof mediaPerSize>;
export type CloudinaryAsset = z.infer<typeof cloudinaryAsset>;
export type BlockColors = z.infer<typeof blockColors>;
export type PromotionTracking = z.infer<typeof promotionTracking>;
export type ContentBlockBase = z.infer<typeof contentBlockBase>;
