import { isoDate } from '../common/ids';
import { z } from '../zod';
import { richTextHtml } from './content-blocks-banners';
import { contentBlockBase, contentId, contentUrl, mediaPerSize } from './content-media';

/** Related articles shown under an article page (spec 001 section 9). */
export const RELATED_ARTICLES_LIMIT = 4;

/** Article teaser (spec 001 section 3): id, url, picture{url,alt}, title, tags[{label}], eyebrow. */
export const article = z
  .object({
    id: contentId,
    url: contentUrl,
    picture: z.object({ url: contentUrl, alt: z.string().max(300).default('') }),
    title: z.string().min(1).max(300),
    tags: z.array(z.object({ label: z.string().min(1).max(100) })).max(50),
    eyebrow: z.string().max(120).optional(),
  })
  .openapi('ContentArticle');

/** Article grid filter facet (a tag). */
export const facet = z
  .object({ id: z.string().min(1).max(128), label: z.string().min(1).max(100) })
  .openapi('ContentFacet');

export const richTextBlock = contentBlockBase.extend({ type: z.literal('richText'), richText: richTextHtml });

export const articlePageBlock = contentBlockBase.extend({
  type: z.literal('articlePage'),
  title: z.string().min(1).max(300),
  media: mediaPerSize.optional(),
  date: isoDate.optional(),
  richText: richTextHtml.optional(),
  relatedContentTitle: z.string().max(200).optional(),
  relatedArticles: z.array(article).max(RELATED_ARTICLES_LIMIT).default([]),
});

/**
 * Article grid: the initial page size is rowsToLoad x gridSize.small; facetsVisible caps the tag filters
 * shown before "see more" per breakpoint.
 */
export const articleGridBlock = contentBlockBase.extend({
  type: z.literal('articleGrid'),
  showFilterBar: z.boolean().default(false),
  facets: z.array(facet).max(100).default([]),
  initialFilters: z
    .object({ tagId: z.array(z.string().min(1).max(128)).max(20).optional() })
    .optional()
    .openapi({ description: 'Filters applied to the first article search.' }),
  rowsToLoad: z.number().int().min(1).max(20).default(2),
  gridSize: z
    .object({
      small: z.number().int().min(1).max(6).default(3),
      medium: z.number().int().min(1).max(6).optional(),
      large: z.number().int().min(1).max(6).optional(),
    })
    .default({ small: 3 }),
  facetsVisible: z
    .object({
      small: z.number().int().min(0).default(4),
      medium: z.number().int().min(0).default(10),
      large: z.number().int().min(0).default(20),
    })
    .default({ small: 4, medium: 10, large: 20 }),
});

export type Article = z.infer<typeof article>;
export type Facet = z.infer<typeof facet>;
export type RichTextBlock = z.infer<typeof richTextBlock>;
export type ArticlePageBlock = z.infer<typeof articlePageBlock>;
export type ArticleGridBlock = z.infer<typeof articleGridBlock>;
