import { describe, expect, it } from 'vitest';
import { contentArt, logoArt, reviewArt } from './content-art';
import { wellFormedProblems } from './svg-check.test-helpers';

const NAMES = [
  'hero-1',
  'hero-basecamp-large',
  'banner-forest-small',
  'menu-men',
  'article-3',
  'newsletter',
  'page',
];

describe('content art', () => {
  it('draws a 16:9 landscape per name: well formed, small, the same bytes every time', () => {
    for (const name of NAMES) {
      const svg = contentArt(name);
      expect(wellFormedProblems(svg), name).toEqual([]);
      expect(svg.length, name).toBeLessThan(6000);
      expect(svg).toContain('viewBox="0 0 1600 900"');
      expect(contentArt(name)).toBe(svg);
    }
  });

  it('gives different names different pictures', () => {
    expect(new Set(NAMES.map((n) => contentArt(n))).size).toBe(NAMES.length);
  });

  it('fills any requested box (slice), keeping the drawing', () => {
    const svg = contentArt('hero-1', { wid: 750, hei: 940 });
    expect(svg).toContain(
      'viewBox="0 0 1600 900" width="750" height="940" preserveAspectRatio="xMidYMid slice"',
    );
  });

  it('draws the logo as a white mark and wordmark, shown whole', () => {
    const svg = logoArt();
    expect(wellFormedProblems(svg)).toEqual([]);
    expect(svg).toContain('>SummitPeak</text>');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('xMidYMid meet');
  });

  it('puts the reviewed product in the shopper photo when it is known', () => {
    const withProduct = reviewArt('SPJK0001-1', { kind: 'shell', color: '#c8322c' });
    expect(wellFormedProblems(withProduct)).toEqual([]);
    expect(withProduct.length).toBeLessThan(6000);
    expect(withProduct).toContain('stop-color="#c8322c"');
    expect(reviewArt('SPJK0001-1', undefined)).not.toContain('url(#f)');
  });
});
