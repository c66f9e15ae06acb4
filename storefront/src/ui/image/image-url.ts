/**
 * Image URLs as the storefront requests them. The data holds the CDN's URLs; a configured image base
 * replaces the CDN origin (offline: the simulator's `/images`, docs/decisions.md "Offline imagery"), and
 * every request carries the spec's image parameters (spec 000 section 9: "Image URLs are requested at
 * double width and height, sharpen 60 by default, format auto, quality 50").
 */
export const IMAGE_CDN_ORIGIN = 'https://images.summitpeak.example';

export interface ImageSize {
  /** CSS pixels the image is shown at; the URL asks for twice as many. */
  readonly width: number;
  readonly height: number;
  readonly sharpen?: number;
  readonly quality?: number;
}

/** The image server's bounds for wid and hei. */
const MAX_SIDE = 4000;

const side = (cssPixels: number) => Math.min(MAX_SIDE, Math.max(1, Math.round(cssPixels * 2)));

function rebase(src: string, imageBase: string | undefined): string {
  if (!imageBase || !src.startsWith(IMAGE_CDN_ORIGIN)) return src;
  const rest = src.slice(IMAGE_CDN_ORIGIN.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return src; // another host that merely starts alike
  return imageBase.replace(/\/+$/, '') + rest;
}

export function imageUrl(src: string, size: ImageSize, imageBase?: string): string {
  if (/^(data|blob):/i.test(src)) return src;
  const url = rebase(src, imageBase);
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  // Ours replace any the data already holds: the image server refuses a parameter given twice.
  query.set('wid', String(side(size.width)));
  query.set('hei', String(side(size.height)));
  query.set('sharpen', String(size.sharpen ?? 60));
  query.set('fmt', 'auto');
  query.set('qlt', String(size.quality ?? 50));
  return `${path}?${query.toString()}${hash}`;
}

/**
 * A srcset for an image shown at `size`: the half-size request for 1x screens and the spec's double size
 * for 2x ones, each described by the pixel width it asks for.
 */
export function imageSrcSet(src: string, size: ImageSize, imageBase?: string): string {
  const half = { ...size, width: size.width / 2, height: size.height / 2 };
  return [half, size].map((s) => `${imageUrl(src, s, imageBase)} ${side(s.width)}w`).join(', ');
}
