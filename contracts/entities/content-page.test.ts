import { describe, expect, it } from 'vitest';
import { contentOperations, NAMED_CONTENT_PAGES } from '../operations/content';
import {
  articleSearchResult,
  categoryContentPage,
  contentChildPages,
  contentMenu,
  contentPage,
  contentPopUps,
  contentShowcase,
} from './content-page';

const page = {
  id: 'pg-home',
  siteId: 'summitpeak-us',
  slug: 'home',
  locale: 'en-us',
  title: 'Summit Peak',
  meta: { description: 'Outdoor gear for every trail.' },
  espots: [{ id: 'home-top', components: [{ type: 'richText', id: 'rt', richText: '<p>Hi</p>' }] }],
  components: [{ type: 'spacer', id: 'sp', size: { small: 'sm' } }],
};
const article = {
  id: 'a1',
  url: '/en-us/explore/layering',
  picture: { url: '/a.jpg', alt: 'Layers' },
  title: 'Layering',
  tags: [{ label: 'Hiking' }],
  eyebrow: 'Guides',
};

describe('content page entities', () => {
  it('accepts a page with espots and defaults its area to generic', () => {
    expect(contentPage.parse(page).area).toBe('generic');
  });

  it('rejects a bad slug, locale, area or a missing meta description', () => {
    expect(contentPage.safeParse({ ...page, slug: 'Home Page' }).success).toBe(false);
    expect(contentPage.safeParse({ ...page, locale: 'english' }).success).toBe(false);
    expect(contentPage.safeParse({ ...page, area: 'blog' }).success).toBe(false);
    expect(contentPage.safeParse({ ...page, meta: {} }).success).toBe(false);
  });

  it('checks the category id format', () => {
    expect(categoryContentPage.safeParse({ ...page, categoryId: 'c21100' }).success).toBe(true);
    expect(categoryContentPage.safeParse({ ...page, categoryId: '123' }).success).toBe(false);
  });

  it('accepts a menu, pop-ups, child pages and an article search result', () => {
    expect(
      contentMenu.safeParse({
        id: 'm',
        siteId: 'summitpeak-us',
        locale: 'en-us',
        items: [{ id: 'men', title: 'Men' }],
      }).success,
    ).toBe(true);
    expect(
      contentPopUps.parse({ popups: [{ type: 'popUp', id: 'p', name: 'n', title: 'Hi' }] }).popups[0]?.delay,
    ).toBe(2000);
    const children = {
      parentPageSlug: 'explore',
      pages: [{ id: 'c', slug: 'layering', title: 'Layering', url: '/en-us/explore/layering' }],
    };
    expect(contentChildPages.safeParse(children).success).toBe(true);
    expect(
      articleSearchResult.safeParse({
        result: [article],
        facets: [{ id: 'hiking', label: 'Hiking' }],
        numFound: 1,
      }).success,
    ).toBe(true);
    expect(articleSearchResult.safeParse({ result: [article], facets: [], numFound: -1 }).success).toBe(
      false,
    );
  });

  it('accepts a showcase listing only with a limit of 10, 20 or 50', () => {
    const showcase = {
      docType: 'hero',
      limit: 20,
      offset: 0,
      total: 1,
      items: [{ id: 'h1', name: 'Spring hero', docType: 'hero' }],
    };
    expect(contentShowcase.safeParse(showcase).success).toBe(true);
    expect(contentShowcase.safeParse({ ...showcase, limit: 25 }).success).toBe(false);
  });
});

describe('content operations', () => {
  it('declares 11 operations and the 16 named pages', () => {
    expect(Object.keys(contentOperations)).toHaveLength(11);
    expect(NAMED_CONTENT_PAGES).toHaveLength(16);
  });

  it('accepts only publish or preview mode', () => {
    const params = contentOperations.getAugmentedPage.request.params;
    expect(
      params.safeParse({ mode: 'preview', siteId: 'summitpeak-us', page: 'sign-up-modal' }).success,
    ).toBe(true);
    expect(params.safeParse({ mode: 'draft', siteId: 'summitpeak-us', page: 'cart' }).success).toBe(false);
  });

  it('accepts tagId once or repeated, and coerces paging', () => {
    const query = contentOperations.searchContent.request.query;
    expect(query.parse({ tagId: 'hiking' }).tagId).toEqual(['hiking']);
    expect(query.parse({ tagId: ['hiking', 'camping'], limit: '6', offset: '12' })).toMatchObject({
      limit: 6,
      offset: 12,
    });
    expect(query.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('defaults the showcase limit to 20 and rejects other values', () => {
    const query = contentOperations.getContentShowcase.request.query;
    expect(query.parse({}).limit).toBe(20);
    expect(query.parse({ limit: '50' }).limit).toBe(50);
    expect(query.safeParse({ limit: '30' }).success).toBe(false);
  });
});
