/**
 * Small helpers the offline drawings share: escaping, a stable hash, colour arithmetic and the document
 * wrapper. Everything is pure and deterministic, so the same URL always answers the same bytes.
 */

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text and attribute values placed in an SVG. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** FNV-1a, 32 bits: a stable hash of a string (no crypto needed, the same in Node and the browser). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A deterministic stream of numbers in [0, 1) from a seed (mulberry32). */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const channel = (v: number) =>
  Math.round(Math.min(255, Math.max(0, v)))
    .toString(16)
    .padStart(2, '0');

function hexOf([r, g, b]: Rgb): string {
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `amount` of the way from one colour to another (0: a, 1: b). */
export function mix(a: string, b: string, amount: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  const at = (i: 0 | 1 | 2) => x[i] + (y[i] - x[i]) * amount;
  return hexOf([at(0), at(1), at(2)]);
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** Relative brightness 0..1, to pick stitching and print colours that show on the fabric. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A colour from hue/saturation/lightness (degrees, 0..1, 0..1). */
export function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return hexOf([f(0) * 255, f(8) * 255, f(4) * 255]);
}

export interface SvgDocument {
  /** viewBox width and height: the drawing's own coordinates. */
  readonly width: number;
  readonly height: number;
  readonly defs?: string;
  readonly body: string;
  /** Accessible title (escaped here). */
  readonly title?: string;
  /** `slice` (default) fills any requested box, cropping; `meet` shows all of it (a logo). */
  readonly fit?: 'slice' | 'meet';
}

export interface OutputSize {
  readonly wid?: number;
  readonly hei?: number;
}

/**
 * The SVG text. The viewBox stays the drawing's; width/height follow the requested wid/hei (one given: the
 * other keeps the drawing's ratio), and `slice` fills any requested box without bands.
 */
export function svgDocument(doc: SvgDocument, size: OutputSize = {}): string {
  const ratio = doc.height / doc.width;
  const width = size.wid ?? (size.hei ? Math.max(1, Math.round(size.hei / ratio)) : doc.width);
  const height = size.hei ?? (size.wid ? Math.max(1, Math.round(size.wid * ratio)) : doc.height);
  const title = doc.title ? `<title>${escapeXml(doc.title)}</title>` : '';
  const defs = doc.defs ? `<defs>${doc.defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${doc.width} ${doc.height}" ` +
    `width="${width}" height="${height}" preserveAspectRatio="xMidYMid ${doc.fit ?? 'slice'}" role="img">` +
    `${title}${defs}${doc.body}</svg>`
  );
}

/** A diagonal gradient (light from the upper left), the products' shading. */
export function shadeGradient(id: string, base: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(base, 0.18)}"/><stop offset=".55" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.28)}"/></linearGradient>`;
}
