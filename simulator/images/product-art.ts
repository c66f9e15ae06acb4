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

function viewTransform(view: ProductView, kind: ProductKind, [fx, fy]: readonly [number, number]): string {
  // Printed products turn without mirroring, so their print still reads.
  if (view === 'ALT1' && kind === 'giftCard') return 'rotate(12 500 500) scale(.9)';
  if (view === 'ALT1') return 'translate(500 520) scale(-.84 .92) skewY(-6) translate(-500 -520)';
  if (view === 'ALT2') return `translate(500 500) scale(2.1) translate(${-fx} ${-fy})`;
  return '';
}

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
  const shape = shapeOf(look);
  const ground = GROUND[look.kind] ?? 880;
  const shadow =
    view === 'ALT2' ? '' : `<ellipse cx="500" cy="${ground + 6}" rx="330" ry="34" fill="url(#sh)"/>`;
  const transform = viewTransform(view, look.kind, shape.focus);
  const product = transform ? `<g transform="${transform}">${shape.body}</g>` : shape.body;
  return svgDocument(
    {
      width: SIZE,
      height: SIZE,
      defs: BACKDROP[view] + SHADOW + shadeGradient('f', look.color),
      body: `<rect width="1000" height="1000" fill="url(#bg)"/>${shadow}${product}`,
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
