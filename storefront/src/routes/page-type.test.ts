import { describe, expect, it } from 'vitest';
import { NOT_AVAILABLE_DESCRIPTION, pageTypeOf } from './page-type';

describe('pageTypeOf (spec 000 section 2, spec 001 section 2)', () => {
  it.each([
    // Category: /{locale}/c/{slug}-{4 to 10 digits} and the c-prefixed alternative (4 to 6 digits)
    ['/en-us/c/mens-jackets-211810', 'Category'],
    ['/en-us/c/tents-1234', 'Category'],
    ['/en-us/c/tents-1234567890', 'Category'],
    ['/en-gb/mens/jackets-and-vests-c211702', 'Category'],
    ['/fr-ca/femmes/bottes-c1234', 'Category'],
    // Product: /{locale}/p/{slug}-{8 to 11 uppercase alphanumerics} and the p-prefixed alternative
    ['/en-us/p/nuptse-jacket-NF0A3C8D', 'Product'],
    ['/fr-ca/p/mens-nuptse-jacket-NF0A5G2SJK3', 'Product'],
    ['/en-us/mens/jackets/nuptse-pNF0A3C8D', 'Product'],
    ['/en-us/mens/jackets/nuptse-pNF0A5G2SJK3', 'Product'],
    // Home: a bare locale, region of 2 or 3 characters
    ['/en-us', 'Home'],
    ['/fr-ca/', 'Home'],
    ['/es-419', 'Home'],
    // Fixed pages, bare or under a locale
    ['/cart', 'Cart'],
    ['/en-us/cart', 'Cart'],
    ['/account', 'Account'],
    ['/en-ca/account/orders', 'Account'],
    ['/search?q=boots', 'Search'],
    ['/fr-ca/search', 'Search'],
    ['/en-us/explore/searchhub/boots', 'searchhub'],
    ['/searchhub', 'searchhub'],
    ['/order-confirmation', 'Order confirmation'],
    ['/en-us/order-confirmation', 'Order confirmation'],
    ['/checkout', 'Checkout'],
    ['/en-us/checkout/shipping', 'Checkout'],
    // Other
    ['/', 'Other'],
    ['/en-us/c/tents-123', 'Other'],
    ['/en-us/p/jacket-nf0a3c8d', 'Other'],
    ['/en-us/p/jacket-NF0A3C8DXYZW', 'Other'],
    ['/english-us', 'Other'],
    ['/en-us/help/returns', 'Other'],
    ['/cartoon', 'Other'],
  ] as const)('%s is %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  it('is Error when the meta description says the page is not available, whatever the path', () => {
    expect(pageTypeOf('/en-us/p/nuptse-jacket-NF0A3C8D', NOT_AVAILABLE_DESCRIPTION)).toBe('Error');
    expect(pageTypeOf('/en-us/whatever', ` ${NOT_AVAILABLE_DESCRIPTION} `)).toBe('Error');
  });

  it('any other description leaves the path decide', () => {
    expect(pageTypeOf('/en-us/cart', 'Your cart at Summit Peak')).toBe('Cart');
    expect(pageTypeOf('/en-us/cart', null)).toBe('Cart');
  });
});
