import type { ProductKind } from './product-kind';
import { paintOf, type Shape } from './product-paint';
import { apparelShape } from './shapes-apparel';
import { footwearShape } from './shapes-footwear';
import { gearShape } from './shapes-gear';
import { darken, lighten, type OutputSize, shadeGradient, svgDocument } from './svg';

/**
 * Studio product shots, drawn: a light backdrop, the product's silhouette in its colour with simple
 * shading, and a soft floor shadow. Square (viewBox 0 0 1000 1000). HERO is the front, ALT1 the product
 * turned (mirrored, foreshortened), ALT2 a close-up of a detail (zip, laces, pocket), SWATCH the fabric.
 */

export const PRODUCT_VIEWS = ['HERO', 'ALT1', 'ALT2', 'SWATCH'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export interface ProductLook {
  readonly kind: ProductKind;
  /** The fabric colour, #rrggbb. */
  readonly color: string;
}

const SIZE = 1000;

/** Where the product touches the floor (its shadow's centre line). */
const GROUND: Partial<Record<ProductKind, number>> = {
  boot: 760,
  runner: 760,
  sneaker: 760,
  sandal: 748,
  slide: 748,
  tent: 790,
  beanie: 700,
  cap: 690,
  sunHat: 720,
  giftCard: 740,
};

const BACKDROP: Record<ProductView, string> = {
  HERO: `<radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#faf9f7"/><stop offset="1" stop-color="#e6e4df"/></radialGradient>`,
  ALT1: `<radialGradient id="bg" cx=".38" cy=".36" r=".8"><stop offset="0" stop-color="#fbfaf8"/><stop offset="1" stop-color="#e3e0da"/></radialGradient>`,
  ALT2: `<radialGradient id="bg" cx=".5" cy=".5" r=".7"><stop offset="0" stop-color="#f7f6f3"/><stop offset="1" stop-color="#ecebe7"/></radialGradient>`,
  SWATCH: '',
};

const SHADOW = `<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

export function shapeOf(look: ProductLook): Shape {
  const paint = paintOf(look.color, 'url(#f)');
  const shape =
    apparelShape(look.kind, paint) ?? footwearShape(look.kind, paint) ?? gearShape(look.kind, paint);
  if (!shape) throw new Error(`no drawing for product kind ${look.kind}`);
  return shape;
}

/**
 * How a kind is framed: the centre of its drawing and the scale that makes it fill the shot like the
 * others (a cap is drawn smaller than a parka); the centre lands on (500, 520).
 */
const FRAME: Partial<Record<ProductKind, readonly [number, number, number]>> = {
  boot: [521, 552, 1.15],
  runner: [521, 618, 1.2],
  sneaker: [521, 618, 1.2],
  sandal: [516, 645, 1.2],
  slide: [516, 645, 1.2],
  beanie: [500, 466, 1.3],
  cap: [540, 511, 1.3],
  sunHat: [500, 565, 1.05],
  gloves: [506, 518, 1.1],
  socks: [613, 521, 1.1],
  giftCard: [500, 500, 1.1],
};

/** The product in its view, in shot coordinates: framed, then turned (ALT1) or zoomed on its detail (ALT2). */
function placed(look: ProductLook, view: ProductView, shape: Shape): string {
  const [cx, cy, scale] = FRAME[look.kind] ?? [500, 520, 1];
  if (view === 'ALT2') {
    const [fx, fy] = shape.focus;
    return `<g transform="translate(500 500) scale(${round(2.1 * scale)}) translate(${-fx} ${-fy})">${shape.body}</g>`;
  }
  const ground = GROUND[look.kind] ?? 880;
  const shadow = `<ellipse cx="${cx}" cy="${ground + 6}" rx="330" ry="34" fill="url(#sh)"/>`;
  // Printed products turn without mirroring, so their print still reads.
  const turn =
    look.kind === 'giftCard'
      ? `rotate(12 ${cx} ${cy}) scale(.9)`
      : `translate(${cx} ${cy}) scale(-.84 .92) skewY(-6) translate(${-cx} ${-cy})`;
  const body = view === 'ALT1' ? `<g transform="${turn}">${shape.body}</g>` : shape.body;
  return `<g transform="translate(500 520) scale(${scale}) translate(${-cx} ${-cy})">${shadow}${body}</g>`;
}

const round = (n: number) => Math.round(n * 100) / 100;

function swatch(look: ProductLook, size: OutputSize): string {
  const weave = Array.from({ length: 12 }, (_, i) => `M${i * 90 - 200} 0L${i * 90 + 200} 1000`).join('');
  return svgDocument(
    {
      width: SIZE,
      height: SIZE,
      defs: shadeGradient('f', look.color),
      body:
        `<rect width="1000" height="1000" fill="url(#f)"/>` +
        `<path d="${weave}" stroke="${lighten(look.color, 0.2)}" stroke-width="6" opacity=".25"/>`,
    },
    size,
  );
}

/** The product's picture in one view. */
export function productArt(look: ProductLook, view: ProductView, size: OutputSize = {}): string {
  if (view === 'SWATCH') return swatch(look, size);
  const product = placed(look, view, shapeOf(look));
  return svgDocument(
    {
      width: SIZE,
      height: SIZE,
      defs: BACKDROP[view] + SHADOW + shadeGradient('f', look.color),
      body: `<rect width="1000" height="1000" fill="url(#bg)"/>${product}`,
    },
    size,
  );
}

/** What a CDN shows for an image it does not hold: the backdrop and a quiet mountain mark. */
export function placeholderArt(size: OutputSize = {}): string {
  const grey = '#cfcdc8';
  return svgDocument(
    {
      width: SIZE,
      height: SIZE,
      defs: BACKDROP.HERO,
      body:
        `<rect width="1000" height="1000" fill="url(#bg)"/>` +
        `<circle cx="500" cy="500" r="150" fill="none" stroke="${grey}" stroke-width="10"/>` +
        `<path d="M400 570L470 460L505 510L540 455L600 570Z" fill="${darken(grey, 0.05)}"/>`,
    },
    size,
  );
}
