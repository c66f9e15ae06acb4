import { z } from '../zod';
import {
  breakpoint,
  contentBlockBase,
  contentPicture,
  ctaTarget,
  linkTarget,
  mediaPerSize,
} from './content-media';

/**
 * Rich text is an HTML string from the CMS. The storefront renders it only through its RichText component,
 * which sanitises it first (storefront/src/features/content-blocks/text/sanitize-html.ts: DOMPurify with
 * an editorial allow-list); the XSS corpus journey (e2e/journeys/content-xss.spec.ts) proves it in Chromium.
 */
export const richTextHtml = z.string().max(20000).openapi({
  description:
    'HTML from the CMS; untrusted: the storefront sanitises it (DOMPurify, an editorial allow-list) before rendering.',
  example: '<p>Free returns on every order.</p>',
});

/** One or two media columns per breakpoint. */
const heroLayout = z.object({ mediaColumns: z.union([z.literal(1), z.literal(2)]).default(1) });

/** Fields both hero variants share (spec 001 section 2, "Hero blocks"). */
const heroFields = contentBlockBase.extend({
  media: mediaPerSize,
  secondaryMedia: mediaPerSize
    .optional()
    .openapi({ description: 'Second column when a layout has 2 columns.' }),
  eyebrow: z.object({ logo: contentPicture.optional(), text: z.string().max(120).optional() }).optional(),
  titleLink: linkTarget.optional(),
  richText: richTextHtml.optional(),
  linkType: z
    .enum(['cta', 'link', 'none'])
    .default('cta')
    .openapi({ description: 'Call-to-action buttons render only when cta.' }),
  caption: z.object({ text: z.string().min(1).max(300), position: z.enum(['top', 'bottom']) }).optional(),
  gradient: z.enum(['none', 'full', 'focused']).default('none').openapi({
    description: 'Overlay gradient: full covers 35 percent of the media height, focused 50 percent.',
  }),
  layouts: z.partialRecord(breakpoint, heroLayout).optional(),
  linkPreview: z
    .array(z.object({ label: z.string().min(1).max(120), target: linkTarget, media: mediaPerSize }))
    .max(10)
    .optional()
    .openapi({ description: 'Hovering or focusing an item fades the shown media to the item media.' }),
});

export const heroBelowMediaBlock = heroFields.extend({ type: z.literal('heroBelowMedia') });

export const heroProductOverlayBlock = heroFields.extend({
  type: z.literal('heroProductOverlay'),
  overlayPicture: z
    .object({ small: contentPicture, medium: contentPicture, large: contentPicture })
    .openapi({ description: 'Overlay picture: 196x343 small, 271x467 medium, 344x538 large.' }),
});

export const bannerBlock = contentBlockBase.extend({
  type: z.literal('banner'),
  media: mediaPerSize,
  richText: richTextHtml.optional(),
  textPosition: z.enum(['overlay', 'below']).default('overlay'),
});

export const splitBannerBlock = contentBlockBase.extend({
  type: z.literal('splitBanner'),
  media: mediaPerSize,
  mediaPosition: z.enum(['left', 'right']).default('left'),
  richText: richTextHtml.optional(),
});

export const thinBannerBlock = contentBlockBase.extend({
  type: z.literal('thinBanner'),
  richText: richTextHtml.optional(),
  icon: z.string().max(64).optional(),
});

/** A benefit bar the shopper can close; the storefront remembers the closing. */
export const benefitBarBlock = contentBlockBase.extend({
  type: z.literal('benefitBar'),
  closable: z.boolean().default(true),
  items: z
    .array(z.object({ id: z.string().min(1).max(128), richText: richTextHtml, target: ctaTarget.optional() }))
    .min(1)
    .max(10),
  rotationIntervalSeconds: z.number().int().min(1).max(60).optional(),
});

export type HeroBelowMediaBlock = z.infer<typeof heroBelowMediaBlock>;
export type HeroProductOverlayBlock = z.infer<typeof heroProductOverlayBlock>;
export type BannerBlock = z.infer<typeof bannerBlock>;
export type SplitBannerBlock = z.infer<typeof splitBannerBlock>;
export type ThinBannerBlock = z.infer<typeof thinBannerBlock>;
export type BenefitBarBlock = z.infer<typeof benefitBarBlock>;
