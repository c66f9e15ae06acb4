import { describe, expect, it } from 'vitest';
import { seedData } from '../db/seed/seed-data';
import { imageFor } from './image-paths';
import { placeholderArt, productArt } from './product-art';
import { colorHex } from './product-colors';
import { productLooks } from './product-looks';

const catalogue = seedData(7).catalogue;
const looks = productLooks(catalogue.products);

describe('image paths', () => {
  it('draws a seed product in its own colour, in each view', () => {
    const product = catalogue.products.find((p) => p.productType === 'hikingBoots' && p.colors.length > 1);
    if (!product) throw new Error('the seed has a multi-colour boot');
    const [first, second] = product.colors;
    if (!first || !second) throw new Error('two colours');
    const hero = imageFor(`is/image/${product.styleId}${first.code}-HERO`, looks);
    expect(hero).toContain(`stop-color="${colorHex(first)}"`);
    expect(hero).toBe(productArt({ kind: 'boot', color: colorHex(first) }, 'HERO'));
    expect(imageFor(`is/image/${product.styleId}${second.code}-HERO`, looks)).not.toBe(hero);
    expect(imageFor(`is/image/${product.styleId}${first.code}-ALT2`, looks)).not.toBe(hero);
    expect(imageFor(`is/image/${product.styleId}${first.code}-SWATCH`, looks)).toContain(colorHex(first));
  });

  it('draws every seed product under 6 kB in every view', () => {
    for (const id of looks.byColorProductId.keys()) {
      for (const view of ['HERO', 'ALT1', 'ALT2', 'SWATCH']) {
        expect(imageFor(`is/image/${id}-${view}`, looks).length).toBeLessThan(6000);
      }
    }
  });

  it('answers a placeholder for an unknown product or path', () => {
    expect(imageFor('is/image/NOPE123-HERO', looks)).toBe(placeholderArt());
    expect(imageFor('somewhere/else.jpg', looks)).toBe(placeholderArt());
  });

  it('draws content landscapes whatever the extension, the logo, and review photos', () => {
    expect(imageFor('content/hero-1.jpg', looks)).toBe(imageFor('content/hero-1.png', looks));
    expect(imageFor('content/hero-1.jpg', looks)).toContain('viewBox="0 0 1600 900"');
    expect(imageFor('content/logo-white.svg', looks)).toContain('>SummitPeak</text>');
    const [review] = catalogue.reviews;
    if (!review) throw new Error('the seed has reviews');
    const photo = imageFor(`reviews/${review.styleId}-1.jpg`, looks);
    expect(photo).toContain('url(#f)');
    expect(photo).toContain(looks.byStyleId.get(review.styleId)?.color);
  });
});
