import { describe, expect, it } from 'vitest';
import { escapeXml, hashOf, luminance, mix, randomFrom, svgDocument } from './svg';
import { wellFormedProblems } from './svg-check.test-helpers';

describe('svg helpers', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`<b class="x">Tom & Jerry's</b>`)).toBe(
      '&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/b&gt;',
    );
  });

  it('hashes stably and spreads nearby names', () => {
    expect(hashOf('hero-1')).toBe(hashOf('hero-1'));
    expect(hashOf('hero-1')).not.toBe(hashOf('hero-2'));
    const a = randomFrom(7);
    const b = randomFrom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('mixes colours and measures their brightness', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#c8322c', '#c8322c', 0.3)).toBe('#c8322c');
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
  });

  it('keeps the viewBox and takes the requested size, the other side following the ratio', () => {
    const doc = { width: 1600, height: 900, body: '<rect width="1600" height="900"/>' };
    expect(svgDocument(doc)).toContain('viewBox="0 0 1600 900" width="1600" height="900"');
    expect(svgDocument(doc, { wid: 400, hei: 400 })).toContain(
      'viewBox="0 0 1600 900" width="400" height="400"',
    );
    expect(svgDocument(doc, { wid: 800 })).toContain('width="800" height="450"');
    expect(svgDocument(doc, { hei: 90 })).toContain('width="160" height="90"');
    expect(svgDocument(doc)).toContain('preserveAspectRatio="xMidYMid slice"');
  });

  it('escapes its title, so the document stays well formed', () => {
    const svg = svgDocument({ width: 10, height: 10, body: '', title: 'Rock & <Roll>' });
    expect(svg).toContain('<title>Rock &amp; &lt;Roll&gt;</title>');
    expect(wellFormedProblems(svg)).toEqual([]);
    expect(wellFormedProblems('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).not.toEqual([]);
    expect(
      wellFormedProblems('<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>'),
    ).not.toEqual([]);
  });
});
