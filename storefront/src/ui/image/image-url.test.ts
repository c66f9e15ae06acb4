import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './image-url';

const HERO = 'https://images.summitpeak.example/is/image/SPJK0101BLK-HERO';
const SPEC = 'sharpen=60&fmt=auto&qlt=50';

describe('imageUrl', () => {
  it('asks for double the size with the spec defaults, keeping the CDN without an image base', () => {
    expect(imageUrl(HERO, { width: 320, height: 400 })).toBe(`${HERO}?wid=640&hei=800&${SPEC}`);
  });

  it('swaps the CDN origin for the image base, relative or absolute, with or without a trailing slash', () => {
    expect(imageUrl(HERO, { width: 100, height: 100 }, '/images')).toBe(
      `/images/is/image/SPJK0101BLK-HERO?wid=200&hei=200&${SPEC}`,
    );
    expect(imageUrl(HERO, { width: 100, height: 100 }, 'http://127.0.0.1:4010/images/')).toBe(
      `http://127.0.0.1:4010/images/is/image/SPJK0101BLK-HERO?wid=200&hei=200&${SPEC}`,
    );
  });

  it('leaves other hosts where they are, still asking for the size', () => {
    expect(
      imageUrl('https://images.summitpeak.example.evil/x.jpg', { width: 10, height: 10 }, '/images'),
    ).toBe(`https://images.summitpeak.example.evil/x.jpg?wid=20&hei=20&${SPEC}`);
    expect(imageUrl('data:image/png;base64,AAAA', { width: 10, height: 10 }, '/images')).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('keeps the query and fragment the data holds, and replaces parameters it sets', () => {
    const src = 'https://images.summitpeak.example/content/hero-1.jpg?v=3&wid=99#top';
    expect(imageUrl(src, { width: 50, height: 25, sharpen: 0, quality: 80 }, '/images')).toBe(
      '/images/content/hero-1.jpg?v=3&wid=100&hei=50&sharpen=0&fmt=auto&qlt=80#top',
    );
  });

  it('rounds to whole pixels within the image server bounds', () => {
    expect(imageUrl(HERO, { width: 160.4, height: 0.1 })).toContain('wid=321&hei=1&');
    expect(imageUrl(HERO, { width: 3000, height: 2000 })).toContain('wid=4000&hei=4000&');
  });

  it('describes a 1x and a 2x candidate by the width they ask for', () => {
    expect(imageSrcSet(HERO, { width: 300, height: 300 }, '/images')).toBe(
      `/images/is/image/SPJK0101BLK-HERO?wid=300&hei=300&${SPEC} 300w, ` +
        `/images/is/image/SPJK0101BLK-HERO?wid=600&hei=600&${SPEC} 600w`,
    );
  });
});
