import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contracts/common/error-envelope';
import { productView } from '../domain/catalogue/product-view';
import { useTestServer } from '../testing/test-server';
import { colorHex } from './product-colors';

const server = useTestServer();

/** The CDN path as the storefront requests it through the simulator's image base. */
const image = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/images/${path}`, { headers });

describe('GET /images/{cdn path}', () => {
  it('answers an SVG product shot, cacheable for a year, with an ETag', async () => {
    const answer = await image('is/image/NF0A5G2SJK3-HERO?wid=640&hei=640&sharpen=60&fmt=auto&qlt=50');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('width="640" height="640"');
  });

  it('draws the seed product of a catalogue image URL in its colour, the same bytes every time', async () => {
    const seed = (await server.simulator.worlds.get('img-seed')).data.catalogue;
    const product = seed.products.find((p) => p.productType === 'backpacks');
    const color = product?.colors[0];
    if (!product || !color) throw new Error('the seed has a backpack');
    const categoryById = new Map(seed.categories.map((c) => [c.id, c]));
    const stock = { home: () => 1, pickupStoreStock: () => 1 };
    const [hero] = productView(product, color, {
      locale: 'en-us',
      language: 'en',
      currency: 'USD',
      stock,
      categoryById,
    }).images;
    if (!hero) throw new Error('a product view has images');
    const path = hero.url.replace('https://images.summitpeak.example/', '');
    const first = await (await image(path)).text();
    expect(first).toContain(`stop-color="${colorHex(color)}"`);
    expect(await (await image(path)).text()).toBe(first);
    const unknown = await (await image('is/image/NOPE0000XXX-HERO')).text();
    expect(unknown).not.toBe(first);
    expect(unknown).toMatch(/^<svg /);
  });

  it('answers content, the logo and review photos as SVG whatever the extension', async () => {
    for (const path of [
      'content/hero-1.jpg',
      'content/logo-white.svg',
      'reviews/SPJK0101-1.jpg',
      'content/menu-men.png',
    ]) {
      const answer = await image(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toBe('image/svg+xml');
    }
    expect(await (await image('content/logo-white.svg')).text()).toContain('SummitPeak');
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await fetch(`${server.url}/images/content/hero-3.jpg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
    expect(head.headers.get('etag')).toBe((await image('content/hero-3.jpg')).headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('answers 304 when If-None-Match names the ETag', async () => {
    const first = await image('content/hero-2.jpg?wid=800');
    const etag = first.headers.get('etag') ?? '';
    const again = await image('content/hero-2.jpg?wid=800', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await image('content/hero-2.jpg?wid=400', { 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it.each([
    ['wid=0', 'wid'],
    ['wid=big', 'wid'],
    ['hei=5000', 'hei'],
    ['sharpen=200', 'sharpen'],
    ['fmt=gif', 'fmt'],
    ['qlt=0', 'qlt'],
  ])('answers 400 API400 naming the parameter for %s', async (query, name) => {
    const answer = await image(`is/image/NF0A5G2SJK3-HERO?${query}`);
    expect(answer.status).toBe(400);
    const envelope = errorEnvelope.parse(await answer.json());
    expect(envelope.errorDetails[0]?.errorId).toBe('API400');
    expect(envelope.errorDetails[0]?.message).toContain(`query.${name}`);
  });
});
