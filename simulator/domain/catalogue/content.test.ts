import { describe, expect, it } from 'vitest';
import { categoryContentPage, productContentPage } from '../../../contracts/entities/content-page';
import { generateCatalogueSeed } from '../../db/seed/catalogue-seed';
import {
  categoryContent,
  childPages,
  findPage,
  findSite,
  plainCategoryId,
  productContent,
  searchContent,
  servedLocale,
  showcase,
  siteForLocale,
} from './content';

const seed = generateCatalogueSeed(7);
const us = findSite(seed.content, 'summitpeak-us');
const ca = findSite(seed.content, 'summitpeak-ca');
if (!us || !ca) throw new Error('sites missing');

describe('content sites and pages', () => {
  it('serves a site locale, falling back to the default; fapi picks the site by locale', () => {
    expect(servedLocale(ca, 'fr-CA')).toBe('fr-ca');
    expect(servedLocale(ca, 'de-de')).toBe('en-ca');
    expect(siteForLocale(seed.content, 'fr-ca').siteId).toBe('summitpeak-ca');
    expect(siteForLocale(seed.content, undefined).siteId).toBe('summitpeak-us');
    expect(findSite(seed.content, 'nope')).toBeUndefined();
  });

  it('serves drafts in preview mode only', () => {
    expect(findPage(us, 'summer-launch', 'publish')).toBeUndefined();
    expect(findPage(us, 'summer-launch', 'preview')?.page.slug).toBe('summer-launch');
    expect(findPage(us, 'cart', 'publish')?.page.area).toBe('cart');
  });

  it('marks the error page as not available in its meta description', () => {
    expect(findPage(us, 'error-4xx', 'publish')?.page.meta.description).toMatch(/not available/);
  });

  it('lists child pages of a parent', () => {
    const help = childPages(us, 'help', 'publish', 'en-us');
    expect(help.pages.map((p) => p.slug).sort()).toEqual(['contact-us', 'help-returns', 'help-shipping']);
    expect(childPages(us, 'journal', 'publish', 'en-us').pages.length).toBe(us.articles.length);
  });
});

describe('content search and showcase', () => {
  it('filters articles by every tag, pages them and counts all matches', () => {
    const tag = us.articles[0]?.tagIds[0] ?? '';
    const all = searchContent(us, 'article', { limit: 100, offset: 0, sort: 'newest' }, 'en-us');
    expect(all.numFound).toBe(us.articles.length);
    expect(all.facets.length).toBeGreaterThan(3);
    const tagged = searchContent(
      us,
      'article',
      { tagId: [tag], limit: 2, offset: 0, sort: 'newest' },
      'en-us',
    );
    expect(tagged.numFound).toBe(us.articles.filter((a) => a.tagIds.includes(tag)).length);
    expect(tagged.result.length).toBeLessThanOrEqual(2);
    const dates = all.result.map((a) => us.articles.find((s) => s.article.id === a.id)?.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      searchContent(us, 'article', { q: 'zzzz', limit: 10, offset: 0, sort: 'relevance' }, 'en-us').numFound,
    ).toBe(0);
  });

  it('searches pages in the article shape', () => {
    const pages = searchContent(us, 'page', { q: 'gift', limit: 10, offset: 0, sort: 'relevance' }, 'en-us');
    expect(pages.result[0]?.url).toBe('/en-us/gift-card');
  });

  it('lists showcase items of a doc type with paging', () => {
    const heroes = showcase(us, 'heroBelowMedia', { limit: 10, offset: 0 });
    expect(heroes.total).toBeGreaterThan(0);
    expect(heroes.items.every((i) => i.docType === 'heroBelowMedia')).toBe(true);
    expect(showcase(us, 'unknownType', { limit: 10, offset: 0 }).items).toEqual([]);
  });
});

describe('derived category and product pages', () => {
  it('accepts c-prefixed category ids and builds contract pages', () => {
    expect(plainCategoryId('c1000')).toBe('1000');
    const men = seed.categories.find((c) => c.id === '1000');
    if (!men) throw new Error('no men');
    const page = categoryContent(
      us,
      men,
      seed.categories.filter((c) => c.parentId === '1000'),
      'en-us',
      'c1000',
    );
    expect(categoryContentPage.safeParse(page).success).toBe(true);
    expect(page.components.map((c) => c.type)).toEqual(['banner', 'categoryCards']);
    expect(productContentPage.safeParse(productContent(us, 'SPJK0001BLK', 'Jacket', 'en-us')).success).toBe(
      true,
    );
  });
});
