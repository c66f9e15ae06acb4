import { darken, lighten, luminance, mix } from './svg';

/** The colours one product is drawn with, all derived from its fabric colour. */
export interface Paint {
  /** The fabric: a reference to the shading gradient. */
  readonly fill: string;
  readonly base: string;
  /** Panels in shadow (sleeves behind the body, linings). */
  readonly dark: string;
  /** Insides seen through an opening, and the outline. */
  readonly deep: string;
  readonly light: string;
  /** Stitching and seams: darker on light fabric, lighter on dark fabric. */
  readonly seam: string;
  /** Zips, soles, webbing: a neutral that goes with the fabric. */
  readonly trim: string;
}

/** A drawing in the 1000 x 1000 product space, and the point the detail (zoomed) view centres on. */
export interface Shape {
  readonly body: string;
  readonly focus: readonly [number, number];
}

export function paintOf(base: string, fill: string): Paint {
  const bright = luminance(base) > 0.55;
  return {
    fill,
    base,
    dark: darken(base, 0.22),
    deep: darken(base, bright ? 0.45 : 0.55),
    light: lighten(base, 0.35),
    seam: bright ? darken(base, 0.3) : lighten(base, 0.28),
    trim: bright ? '#3b3d40' : mix(base, '#1c1d1f', 0.7),
  };
}

/** The same path drawn on the other side of the product's centre line (x = 500): sleeves, pockets, legs. */
function mirrored(d: string): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${1000 - Number(x)} ${y}`,
  );
}

/** A filled panel with the fabric's outline. */
export const panel = (d: string, fill: string, outline: string): string =>
  `<path d="${d}" fill="${fill}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`;

/** A line of stitching or a seam. */
export const seam = (d: string, colour: string, width = 4): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A path and its mirror image. */
export const pair = (draw: (d: string) => string, d: string): string => draw(d) + draw(mirrored(d));
