import type { Article } from '../../../contracts/entities/content-blocks-articles';
import type {
  ArticleSearchResult,
  CategoryContentPage,
  ContentChildPages,
  ContentPage,
  ContentShowcase,
  ProductContentPage,
} from '../../../contracts/entities/content-page';
import { slugify } from '../../db/seed/catalogue-pricing';
import type { CategorySeed } from '../../db/seed/catalogue-types';
import type { ArticleSeed, ContentSeed, PageSeed, SiteContentSeed } from '../../db/seed/content-types';
import { inLanguage } from './content-language';
import { linksInLocale } from './content-links';

export type ContentMode = 'publish' | 'preview';

export const findSite = (content: ContentSeed, siteId: string): SiteContentSeed | undefined =>
  content.sites[siteId];

/** The locale content is served in: the requested one when the site has it, else the site default. */
export function servedLocale(site: SiteContentSeed, locale: string | undefined): string {
  const wanted = locale?.toLowerCase();
  return wanted && site.locales.includes(wanted) ? wanted : site.defaultLocale;
}

/** The site whose locales include this storefront locale (fapi calls carry only a locale). */
export function siteForLocale(content: ContentSeed, locale: string | undefined): SiteContentSeed {
  const wanted = locale?.toLowerCase();
  const sites = Object.values(content.sites);
  const site = sites.find((s) => wanted && s.locales.includes(wanted)) ?? sites[0];
  if (!site) throw new Error('the content seed has no site');
  return site;
}

/**
 * Whether a page is served: drafts only in preview mode and, when the preview is dated (the preview date
 * header), only once their scheduled publication has come by that date.
 */
export function isServed(page: PageSeed, mode: ContentMode, previewDate?: string): boolean {
  if (!page.previewOnly) return true;
  if (mode !== 'preview') return false;
  return !(previewDate && page.publishFrom && Date.parse(previewDate) < Date.parse(page.publishFrom));
}

/** A served page by slug (isServed). */
export function findPage(
  site: SiteContentSeed,
  slug: string,
  mode: ContentMode,
  previewDate?: string,
): PageSeed | undefined {
  const found = site.pages.find((p) => p.page.slug === slug);
  return found && isServed(found, mode, previewDate) ? found : undefined;
}

/**
 * A content item served in a locale: marked with it, in its language (content-language.ts) and, when the
 * seed wrote it for another locale of the site (`writtenIn`), with its links in the served one.
 */
export function inLocale<T extends { locale?: string | undefined }>(
  item: T,
  locale: string,
  writtenIn: string = locale,
): T {
  return { ...servedIn(item, writtenIn, locale), locale };
}

/** Site content written in `writtenIn` as served in `locale`: its language and its links. */
export const servedIn = <T>(value: T, writtenIn: string, locale: string): T =>
  inLanguage(linksInLocale(value, writtenIn, locale), locale);

export function childPages(
  site: SiteContentSeed,
  parentSlug: string,
  mode: ContentMode,
  locale: string,
  previewDate?: string,
): ContentChildPages {
  const pages = site.pages
    .filter((p) => p.parentSlug === parentSlug && isServed(p, mode, previewDate))
    .map(({ page }) => ({
      id: page.id,
      slug: page.slug,
      title: page.title,
      url: `/${locale}/${parentSlug}/${page.slug}`,
      ...(page.meta.image ? { picture: page.meta.image } : {}),
      ...(page.updatedAt ? { updatedAt: page.updatedAt } : {}),
    }));
  return { parentPageSlug: parentSlug, pages };
}

interface ContentSearchQuery {
  readonly q?: string | undefined;
  readonly tagId?: readonly string[] | undefined;
  readonly limit: number;
  readonly offset: number;
  readonly sort: 'newest' | 'relevance';
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function matchCount(title: string, q: string | undefined): number {
  if (!q) return 1;
  const have = words(title);
  const want = words(q);
  return want.filter((w) => have.some((h) => h.startsWith(w))).length;
}

/** Page teasers in the article shape, for searchType page. */
function pageTeasers(site: SiteContentSeed, locale: string): ArticleSeed[] {
  return site.pages
    .filter((p) => !p.previewOnly && p.parentSlug !== 'journal')
    .map(({ page }) => ({
      slug: page.slug,
      date: (page.updatedAt ?? '2026-01-01').slice(0, 10),
      tagIds: [page.area],
      article: {
        id: page.id,
        url: `/${locale}/${page.slug}`,
        picture: {
          url: page.meta.image?.url ?? 'https://images.summitpeak.example/content/page.jpg',
          alt: page.title,
        },
        title: page.title,
        tags: [{ label: page.area }],
      },
    }));
}

/**
 * Article (or page) search: every given tag must be on the result; q matches title words; facets are
 * the tags found among the q matches (so the filter bar can offer them); numFound counts every match.
 */
export function searchContent(
  site: SiteContentSeed,
  searchType: 'article' | 'page',
  query: ContentSearchQuery,
  locale: string,
): ArticleSearchResult {
  const pool = searchType === 'article' ? site.articles : pageTeasers(site, locale);
  const byTerm = pool.filter((a) => !query.q || matchCount(a.article.title, query.q) > 0);
  const tags = query.tagId ?? [];
  const matches = byTerm.filter((a) => tags.every((t) => a.tagIds.includes(t)));
  const sorted =
    query.sort === 'relevance' && query.q
      ? [...matches].sort(
          (a, b) => matchCount(b.article.title, query.q) - matchCount(a.article.title, query.q),
        )
      : [...matches].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const facets = new Map<string, string>();
  for (const a of byTerm) for (const t of a.article.tags) facets.set(slugify(t.label), t.label);
  return {
    result: sorted.slice(query.offset, query.offset + query.limit).map((a): Article => a.article),
    facets: [...facets].sort(([, a], [, b]) => a.localeCompare(b)).map(([id, label]) => ({ id, label })),
    numFound: matches.length,
  };
}

export function showcase(
  site: SiteContentSeed,
  docType: string,
  query: { layoutVariant?: string | undefined; limit: 10 | 20 | 50; offset: number },
): ContentShowcase {
  const items = site.showcase.filter(
    (i) => i.docType === docType && (!query.layoutVariant || i.layoutVariant === query.layoutVariant),
  );
  return {
    docType,
    ...(query.layoutVariant ? { layoutVariant: query.layoutVariant } : {}),
    limit: query.limit,
    offset: query.offset,
    total: items.length,
    items: items.slice(query.offset, query.offset + query.limit),
  };
}

/** A content category id as URLs carry it: 4 to 10 digits, or c and 4 to 6 digits. */
export const plainCategoryId = (id: string): string => (id.startsWith('c') ? id.slice(1) : id);

function derivedPage(
  site: SiteContentSeed,
  locale: string,
  slug: string,
  title: string,
  area: ContentPage['area'],
) {
  return {
    id: `${site.siteId}-${slug}`,
    siteId: site.siteId,
    slug,
    locale,
    title,
    area,
    meta: { title: `${title} | SummitPeak`, description: `Shop ${title} at SummitPeak.` },
    espots: [],
  };
}

/** The content of a category listing: a banner and, for departments, cards to the leaf categories. */
export function categoryContent(
  site: SiteContentSeed,
  category: CategorySeed,
  children: readonly CategorySeed[],
  locale: string,
  requestedId: string,
): CategoryContentPage {
  const url = (c: CategorySeed) => `/${locale}/c/${c.slug}-${c.id}`;
  const image = (name: string) => ({
    small: {
      type: 'image' as const,
      url: `https://images.summitpeak.example/content/${name}.jpg`,
      alt: category.name,
    },
  });
  return {
    ...derivedPage(site, locale, `category-${category.id}`, category.name, 'category'),
    categoryId: requestedId,
    components: [
      {
        type: 'banner',
        id: `${site.siteId}-category-${category.id}-banner`,
        title: category.name,
        media: image(`category-${category.slug}`),
        textPosition: 'overlay',
      },
      ...(children.length
        ? [
            {
              type: 'categoryCards' as const,
              id: `${site.siteId}-category-${category.id}-cards`,
              cards: children.map((c) => ({
                title: c.name,
                target: {
                  label: c.name,
                  url: url(c),
                  targetAttribute: '_self' as const,
                  linkType: 'cta' as const,
                },
              })),
            },
          ]
        : []),
    ],
  };
}

/** The content of a product page: the shopper photo gallery and a size-guide note. */
export function productContent(
  site: SiteContentSeed,
  productId: string,
  name: string,
  locale: string,
): ProductContentPage {
  return {
    ...derivedPage(site, locale, `product-${productId.toLowerCase()}`, name, 'product'),
    productId,
    components: [
      {
        type: 'photoGallery',
        id: `${site.siteId}-product-${productId}-gallery`,
        title: 'Styled by you',
        subtitle: 'Tag your photos to be featured',
        containerId: `pdp-gallery-${productId}`,
      },
      {
        type: 'richText',
        id: `${site.siteId}-product-${productId}-size-note`,
        richText: '<p>Between sizes? Size up for layering.</p>',
      },
    ],
  };
}
