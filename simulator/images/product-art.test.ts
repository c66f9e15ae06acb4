import { describe, expect, it } from 'vitest';
import { PRODUCT_VIEWS, type ProductLook, placeholderArt, productArt } from './product-art';
import { colorHex } from './product-colors';
import { type ProductKind, productKindOf } from './product-kind';
import { wellFormedProblems } from './svg-check.test-helpers';

const KINDS: readonly ProductKind[] = [
  'shell',
  'puffer',
  'parka',
  'fleece',
  'hoodie',
  'vest',
  'top',
  'zipTop',
  'tights',
  'pants',
  'shorts',
  'boot',
  'runner',
  'sneaker',
  'sandal',
  'slide',
  'backpack',
  'tote',
  'tent',
  'sleepingBag',
  'beanie',
  'cap',
  'sunHat',
  'gloves',
  'socks',
  'giftCard',
];

const red: ProductLook = { kind: 'shell', color: '#c8322c' };

describe('product art', () => {
  it('draws every kind in every view: well formed, small, square, without text but the gift card', () => {
    for (const kind of KINDS) {
      for (const view of PRODUCT_VIEWS) {
        const svg = productArt({ kind, color: '#2f6fb0' }, view);
        expect(wellFormedProblems(svg), `${kind} ${view}`).toEqual([]);
        expect(svg.length, `${kind} ${view}`).toBeLessThan(6000);
        expect(svg).toContain('viewBox="0 0 1000 1000"');
        if (kind !== 'giftCard') expect(svg).not.toContain('<text');
      }
    }
  });

  it('answers the same bytes for the same look and view', () => {
    expect(productArt(red, 'HERO', { wid: 400 })).toBe(productArt(red, 'HERO', { wid: 400 }));
  });

  it('fills the product with its colour, shaded', () => {
    const svg = productArt(red, 'HERO');
    expect(svg).toContain('stop-color="#c8322c"');
    expect(svg).toContain('fill="url(#f)"');
    expect(productArt({ ...red, color: '#2f6fb0' }, 'HERO')).not.toBe(svg);
  });

  it('draws each kind with its own silhouette, and the three views differ', () => {
    const heroes = KINDS.map((kind) => productArt({ kind, color: '#6b7a3c' }, 'HERO'));
    expect(new Set(heroes).size).toBe(KINDS.length);
    const [hero, alt1, alt2] = (['HERO', 'ALT1', 'ALT2'] as const).map((v) => productArt(red, v));
    expect(new Set([hero, alt1, alt2]).size).toBe(3);
    expect(alt1).toContain('scale(-.84 .92)'); // turned
    expect(alt2).toContain('scale(2.1)'); // close-up
  });

  it('sets width and height from wid and hei and keeps the drawing', () => {
    const svg = productArt(red, 'HERO', { wid: 600, hei: 750 });
    expect(svg).toContain('viewBox="0 0 1000 1000" width="600" height="750"');
  });

  it('draws a neutral placeholder, without a product colour', () => {
    const svg = placeholderArt();
    expect(wellFormedProblems(svg)).toEqual([]);
    expect(svg).not.toContain('url(#f)');
  });
});

describe('product kinds and colours', () => {
  it('reads the silhouette from the type, refined by the name', () => {
    expect(productKindOf('jackets', "Men's Summit Insulated Parka")).toBe('parka');
    expect(productKindOf('jackets', "Women's Ridge Down Jacket")).toBe('puffer');
    expect(productKindOf('jackets', "Men's Storm Rain Jacket")).toBe('shell');
    expect(productKindOf('fleece', 'Alpine Fleece Vest')).toBe('vest');
    expect(productKindOf('pants', 'Cascade Trail Shorts')).toBe('shorts');
    expect(productKindOf('baseLayers', 'Merino Base Layer Tights')).toBe('tights');
    expect(productKindOf('sandals', 'Ridge Flip-Flop')).toBe('slide');
    expect(productKindOf('hatsGloves', 'Summit Insulated Gloves')).toBe('gloves');
    expect(productKindOf('hatsGloves', 'Summit Trucker Cap')).toBe('cap');
    expect(productKindOf('hatsGloves', 'Summit Beanie')).toBe('beanie');
    expect(productKindOf('tents', 'Glacier 2-Person Tent')).toBe('tent');
  });

  it('gives the palette its colours, reads other names, and hashes the rest to a valid hex', () => {
    expect(colorHex({ code: 'FRD', label: 'Fiery Red', family: 'red' })).toBe('#c8322c');
    expect(colorHex({ code: 'XXX', label: 'Deep Navy Night' })).toBe('#1f2f4d');
    expect(colorHex({ code: 'XXX', label: 'Midnight', family: 'blue' })).toBe('#2f6fb0');
    const hashed = colorHex({ code: 'Q1', label: 'Aurora' });
    expect(hashed).toMatch(/^#[0-9a-f]{6}$/);
    expect(colorHex({ code: 'Q1', label: 'Aurora' })).toBe(hashed);
  });
});
