import { describe, expect, it } from 'vitest';
import { linksInLocale } from './content-links';

describe('content links in the served locale', () => {
  it("moves the site's links, in link fields and in rich text, and leaves others alone", () => {
    const menu = {
      id: 'menu-sale',
      title: 'Sale /en-ca/ stays text',
      target: { url: '/en-ca/c/men-1000?filters=sale:true' },
      items: [
        { url: '/en-ca' },
        { url: '/en-cab/x' },
        { url: '/en-us/c/men-1000' },
        { url: 'https://x.example/en-ca/a' },
      ],
      seo: { canonicalUrl: '/en-ca/about-us' },
      richText:
        '<p>See the <a href="/en-ca/loyalty-terms">terms</a> or <a href="https://x.example">this</a>.</p>',
    };
    expect(linksInLocale(menu, 'en-ca', 'fr-ca')).toEqual({
      ...menu,
      target: { url: '/fr-ca/c/men-1000?filters=sale:true' },
      items: [
        { url: '/fr-ca' },
        { url: '/en-cab/x' },
        { url: '/en-us/c/men-1000' },
        { url: 'https://x.example/en-ca/a' },
      ],
      seo: { canonicalUrl: '/fr-ca/about-us' },
      richText:
        '<p>See the <a href="/fr-ca/loyalty-terms">terms</a> or <a href="https://x.example">this</a>.</p>',
    });
  });

  it('gives the value itself when the locales agree', () => {
    const page = { url: '/en-us/journal' };
    expect(linksInLocale(page, 'en-us', 'en-us')).toBe(page);
  });
});
