import { describe, expect, it } from 'vitest';
import { localiseContentHref } from './content-href';

describe('localiseContentHref', () => {
  it("moves a link written for another locale to the shopper's", () => {
    expect(localiseContentHref('/en-ca/c/boots-1234', 'fr-ca')).toBe('/fr-ca/c/boots-1234');
    expect(localiseContentHref('/en-ca?tab=new', 'fr-ca')).toBe('/fr-ca?tab=new');
    expect(localiseContentHref('/EN-CA/journal/layering-101', 'fr-ca')).toBe('/fr-ca/journal/layering-101');
  });

  it('prefixes a site path written without a locale', () => {
    expect(localiseContentHref('/help/contact-us', 'fr-ca')).toBe('/fr-ca/help/contact-us');
    expect(localiseContentHref('/', 'en-gb')).toBe('/en-gb');
  });

  it('leaves absolute, protocol-relative and non-path links alone', () => {
    for (const href of [
      'https://example.com/en-ca/x',
      '//cdn.example.com/a',
      'mailto:care@example.com',
      '#top',
    ])
      expect(localiseContentHref(href, 'fr-ca')).toBe(href);
  });
});
