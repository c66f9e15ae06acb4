import { z } from '../zod';
import { richTextHtml } from './content-blocks-banners';
import { contentBlockBase, contentPicture, ctaTarget, mediaPerSize } from './content-media';

/** Icon-and-text collection; exactly four items render as a 2-column grid. */
export const iconAndTextCollectionBlock = contentBlockBase.extend({
  type: z.literal('iconAndTextCollection'),
  variant: z.enum(['iconAboveText', 'iconLeft', 'oneColumn']).default('iconAboveText'),
  iconSize: z.enum(['small', 'medium', 'large']).default('medium'),
  items: z
    .array(
      z.object({
        icon: z
          .union([z.string().min(1).max(64), contentPicture])
          .openapi({ description: 'Icon name or picture.' }),
        title: z.string().max(200).optional(),
        richText: richTextHtml.optional(),
        target: ctaTarget.optional(),
      }),
    )
    .min(1)
    .max(12),
});

export const multiLinkCardBlock = contentBlockBase.extend({
  type: z.literal('multiLinkCard'),
  media: mediaPerSize.optional(),
  links: z.array(ctaTarget).min(1).max(12),
});

export const buttonBlock = contentBlockBase.extend({
  type: z.literal('button'),
  target: ctaTarget,
  size: z.enum(['sm', 'md', 'lg']).optional().openapi({ description: 'Default sm on small, md otherwise.' }),
});

export const buttonCollectionBlock = contentBlockBase.extend({
  type: z.literal('buttonCollection'),
  isCarousel: z.boolean().default(false),
  buttons: z.array(ctaTarget).min(1).max(20),
});

export const verticalListBlock = contentBlockBase.extend({
  type: z.literal('verticalList'),
  items: z
    .array(
      z.object({
        title: z.string().min(1).max(200),
        richText: richTextHtml.optional(),
        media: mediaPerSize.optional(),
        target: ctaTarget.optional(),
      }),
    )
    .min(1)
    .max(50),
});

export type IconAndTextCollectionBlock = z.infer<typeof iconAndTextCollectionBlock>;
export type MultiLinkCardBlock = z.infer<typeof multiLinkCardBlock>;
export type ButtonBlock = z.infer<typeof buttonBlock>;
export type ButtonCollectionBlock = z.infer<typeof buttonCollectionBlock>;
export type VerticalListBlock = z.infer<typeof verticalListBlock>;
