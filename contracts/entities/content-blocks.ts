import { z } from '../zod';
import { audienceSegmentId } from './content-audience';
import { articleGridBlock, articlePageBlock, richTextBlock } from './content-blocks-articles';
import {
  bannerBlock,
  benefitBarBlock,
  heroBelowMediaBlock,
  heroProductOverlayBlock,
  richTextHtml,
  splitBannerBlock,
  thinBannerBlock,
} from './content-blocks-banners';
import {
  buttonBlock,
  buttonCollectionBlock,
  iconAndTextCollectionBlock,
  multiLinkCardBlock,
  verticalListBlock,
} from './content-blocks-cards';
import { categoryCardsBlock, productRecommendationsBlock, upsellBlock } from './content-blocks-commerce';
import { dialogBlock, popUpBlock } from './content-blocks-dialog';
import {
  photoGalleryBlock,
  pictureBlock,
  socialGalleryBlock,
  spacerBlock,
  videoBlock,
} from './content-blocks-media';
import { megaMenuBlock, secondaryNavBlock } from './content-blocks-menu';
import { breakpoint, contentBlockBase } from './content-media';

/**
 * Blocks that hold blocks (collections, accordions, experiments, audience switches, filters) live here,
 * beside the union they recurse into. Recursion uses getters (zod 4's form of z.lazy, which keeps the
 * inferred type); the union is named `ContentBlock`, so the OpenAPI document references it.
 */
type Blocks = z.ZodArray<typeof contentBlock>;
const blocks = (max = 100): Blocks => z.array(contentBlock).max(max);

export const EXPERIENCE_ID_PATTERN = /^optimizely_experience_[A-Za-z0-9_]+$/;
export const VARIANT_ID_PATTERN = /^\d+-[A-Za-z0-9_-]+$/;

/** Collection or carousel of blocks (product cards, pictures, articles...). */
export const collectionBlock = contentBlockBase.extend({
  type: z.literal('collection'),
  display: z.enum(['grid', 'carousel']).default('grid'),
  columns: z.partialRecord(breakpoint, z.number().int().min(1).max(6)).optional(),
  carousel: z
    .object({
      showArrows: z
        .boolean()
        .default(true)
        .openapi({ description: 'Arrows are always hidden on small screens.' }),
      slidePadding: z.enum(['none', 'small', 'medium', 'large']).default('small'),
      autoplayIntervalSeconds: z.number().int().min(1).max(60).optional(),
    })
    .optional(),
  get items(): Blocks {
    return blocks(48);
  },
});

export const accordionBlock = contentBlockBase.extend({
  type: z.literal('accordion'),
  allowMultipleOpen: z.boolean().default(false),
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(128),
        title: z.string().min(1).max(300),
        expanded: z.boolean().default(false),
        richText: richTextHtml.optional(),
        get components(): z.ZodOptional<Blocks> {
          return blocks(20).optional();
        },
      }),
    )
    .min(1)
    .max(50),
});

/** Experiment content (spec 001 section 3): the decided variant's targets show, else the baselines. */
export const experimentBlock = contentBlockBase.extend({
  type: z.literal('experiment'),
  experienceId: z
    .string()
    .regex(EXPERIENCE_ID_PATTERN, 'experienceId must start with optimizely_experience_'),
  variants: z
    .array(
      z.object({
        variantId: z.string().regex(VARIANT_ID_PATTERN, 'variantId must be a number, a dash and a key'),
        get targets(): Blocks {
          return blocks();
        },
      }),
    )
    .min(1)
    .max(20),
  get baselines(): Blocks {
    return blocks();
  },
});

/** Audience switch: the first segment in the list that matches the visitor wins; otherwise the baselines. */
export const audienceSwitchBlock = contentBlockBase.extend({
  type: z.literal('audienceSwitch'),
  segments: z
    .array(
      z.object({
        id: audienceSegmentId,
        get targets(): Blocks {
          return blocks();
        },
      }),
    )
    .max(16),
  get baselines(): Blocks {
    return blocks();
  },
  isFullWidth: z.boolean().default(false),
  hideOnBreakpoint: z
    .array(breakpoint)
    .max(3)
    .optional()
    .openapi({ description: 'Breakpoints the switch is hidden on.' }),
});

/** Filter content: shows its components only when the page's SKUs or categories match. */
export const filterBlock = contentBlockBase.extend({
  type: z.literal('filter'),
  variant: z.enum(['bySku', 'byCategory']),
  filterBy: z.array(z.string().min(1).max(64)).min(1).max(500),
  operator: z.enum(['IN', 'NOT IN']),
  get components(): Blocks {
    return blocks();
  },
});

/** Every content block, discriminated on `type`. */
export const contentBlock = z
  .discriminatedUnion('type', [
    heroBelowMediaBlock,
    heroProductOverlayBlock,
    bannerBlock,
    splitBannerBlock,
    thinBannerBlock,
    benefitBarBlock,
    collectionBlock,
    accordionBlock,
    richTextBlock,
    articlePageBlock,
    articleGridBlock,
    megaMenuBlock,
    secondaryNavBlock,
    popUpBlock,
    videoBlock,
    pictureBlock,
    spacerBlock,
    photoGalleryBlock,
    socialGalleryBlock,
    productRecommendationsBlock,
    upsellBlock,
    categoryCardsBlock,
    iconAndTextCollectionBlock,
    multiLinkCardBlock,
    buttonBlock,
    buttonCollectionBlock,
    verticalListBlock,
    dialogBlock,
    experimentBlock,
    audienceSwitchBlock,
    filterBlock,
  ])
  .openapi('ContentBlock');

export type ContentBlock = z.infer<typeof contentBlock>;
export type ContentBlockType = ContentBlock['type'];
export type CollectionBlock = z.infer<typeof collectionBlock>;
export type AccordionBlock = z.infer<typeof accordionBlock>;
export type ExperimentBlock = z.infer<typeof experimentBlock>;
export type AudienceSwitchBlock = z.infer<typeof audienceSwitchBlock>;
export type FilterBlock = z.infer<typeof filterBlock>;
