import { describe, expect, it } from 'vitest';
import { useTestSimulator as startTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { colorChoices, initialColor, sizeChoices, variantFor } from './quickshop-options';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();

describe('quick shop choices from real product details', () => {
  it('marks the sold-out size unavailable in every colour', async () => {
    const product = await testCommerce(sim).catalogue.getProductDetails('SPSN0001');
    const color = initialColor(product);
    expect(colorChoices(product).map((c) => c.value)).toContain(color);
    const sizes = sizeChoices(product, color);
    expect(sizes.find((s) => s.value === '9')?.available).toBe(false);
    expect(sizes.filter((s) => s.available).length).toBe(sizes.length - 1);
    expect(variantFor(product, color, '10')?.availability).toBe('inStock');
  });

  it('starts on the colour of a colour product id', async () => {
    const product = await testCommerce(sim).catalogue.getProductDetails('SPJK0001NVY');
    expect(initialColor(product)).toBe('NVY');
  });

  it('has nothing to buy for a product out of stock everywhere', async () => {
    const product = await testCommerce(sim).catalogue.getProductDetails('SPHB0001');
    expect(colorChoices(product).every((c) => !c.available)).toBe(true);
    expect(sizeChoices(product, initialColor(product)).every((s) => !s.available)).toBe(true);
  });
});
