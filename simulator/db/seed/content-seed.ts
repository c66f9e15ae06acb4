import type { Faker } from '@faker-js/faker';
import type { ContentBlock } from '../../../contracts/entities/content-blocks';
import { popUpBlock } from '../../../contracts/entities/content-blocks-dialog';
import {
  type ContentShowcase,
  contentFooter,
  contentFragment,
  contentMenu,
  contentPage,
} from '../../../contracts/entities/content-page';
import { CATEGORIES } from './catalogue-taxonomy';
import { articlePage, generateArticles } from './content-articles';
import { buildFragments, buildPopUps } from './content-extras';
import { genericPages, PAGE_PARENTS, PREVIEW_ONLY_PAGES, SCHEDULED_DRAFTS } from './content-generic-pages';
import { legalPages } from './content-legal-pages';
import { buildFooter, buildMenu, categoryUrl } from './content-navigation';
import { namedPages, type UpsellInput } from './content-pages';
import type { ContentSeed, PageSeed, SiteContentSeed, SiteContext } from './content-types';

/**
 * The sites (brand and country: `summitpeak-{country}`), each with its default locale first. Written in
 * English; French locales are served in French (domain/catalogue/content-language.ts). EMEA sites come last
 * so the shared content faker draws the North American sites' content as before.
 */
const SITES = [
  { siteId: 'summitpeak-us', locales: ['en-us'], currencySymbol: '$' },
  { siteId: 'summitpeak-ca', locales: ['en-ca', 'fr-ca'], currencySymbol: 'CA$' },
  { siteId: 'summitpeak-gb', locales: ['en-gb'], currencySymbol: '£' },
  { siteId: 'summitpeak-fr', locales: ['fr-fr'], currencySymbol: '€' },
] as const;

type ShowcaseItem = ContentShowcase['items'][number];

/** Every block of the site's pages as a showcase item, listed by doc type (the block type). */
function showcaseOf(pages: readonly PageSeed[]): ShowcaseItem[] {
  const blocks: ContentBlock[] = pages.flatMap((p) => [
    ...p.page.components,
    ...p.page.espots.flatMap((e) => e.components),
  ]);
  return blocks.map((block) => ({
    id: block.id,
    name: block.name ?? block.title ?? block.id,
    docType: block.type,
    layoutVariant: 'display' in block ? String(block.display) : 'default',
    content: block,
  }));
}

function siteContent(
  faker: Faker,
  site: (typeof SITES)[number],
  upsellFor: (locale: string) => UpsellInput[],
): SiteContentSeed {
  const ctx: SiteContext = {
    siteId: site.siteId,
    locale: site.locales[0],
    currencySymbol: site.currencySymbol,
  };
  const featured = CATEGORIES.filter((c) => !c.parentId).map((c) => ({
    title: c.name,
    url: categoryUrl(ctx.locale, c),
  }));
  const articles = generateArticles(faker, ctx);
  const pageInputs = [
    ...namedPages(faker, ctx, upsellFor(ctx.locale)),
    ...genericPages(faker, ctx, featured),
    ...legalPages(ctx),
  ];
  const pages: PageSeed[] = [
    ...pageInputs.map((input) => ({
      page: contentPage.parse(input),
      ...(PAGE_PARENTS[input.slug] ? { parentSlug: PAGE_PARENTS[input.slug] } : {}),
      previewOnly: PREVIEW_ONLY_PAGES.includes(input.slug),
      ...(SCHEDULED_DRAFTS[input.slug] ? { publishFrom: SCHEDULED_DRAFTS[input.slug] } : {}),
    })),
    ...articles.map((a) => ({
      page: contentPage.parse(articlePage(ctx, a, articles)),
      parentSlug: 'journal',
      previewOnly: false,
    })),
  ];
  return {
    siteId: site.siteId,
    defaultLocale: ctx.locale,
    locales: site.locales,
    pages,
    menu: contentMenu.parse(buildMenu(ctx)),
    footer: contentFooter.parse(buildFooter(ctx)),
    popups: buildPopUps(ctx).map((p) => popUpBlock.parse(p)),
    articles,
    showcase: showcaseOf(pages.filter((p) => !p.previewOnly)),
  };
}

/** Content of every site, plus the shared fragments. */
export function generateContent(faker: Faker, upsellFor: (locale: string) => UpsellInput[]): ContentSeed {
  const sites = Object.fromEntries(SITES.map((site) => [site.siteId, siteContent(faker, site, upsellFor)]));
  const fragments = Object.fromEntries(
    Object.entries(buildFragments()).map(([id, f]) => [id, contentFragment.parse(f)]),
  );
  return { sites, fragments };
}
