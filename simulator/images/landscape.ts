import { hashOf, mix, randomFrom } from './svg';

/**
 * An outdoor landscape for editorial images: a sky gradient, a sun or moon, ridges fading into the
 * distance, and maybe pines and a lake. The time of day, the ridges and the extras all follow a hash of
 * the image's name, so every name has its own picture and keeps it.
 */

interface Palette {
  readonly sky: readonly [string, string];
  readonly light: string;
  readonly far: string;
  readonly near: string;
  readonly night?: boolean;
  readonly snow?: boolean;
}

const PALETTES: readonly Palette[] = [
  { sky: ['#7f9cc9', '#f6c7a1'], light: '#fff1d6', far: '#9a97b6', near: '#2e3a4f' },
  { sky: ['#5f9bd8', '#d4e8f4'], light: '#fffbe8', far: '#9fb8cb', near: '#2f4f3e' },
  { sky: ['#3b4a7a', '#f08a5d'], light: '#ffd08a', far: '#86709a', near: '#2a2438' },
  { sky: ['#0f1a33', '#34507a'], light: '#f2f0e6', far: '#3d5277', near: '#0d1424', night: true },
  { sky: ['#8ec5e8', '#eef6fb'], light: '#ffffff', far: '#b5c8d6', near: '#35566a', snow: true },
  { sky: ['#c9d6df', '#f3efe6'], light: '#fffaf0', far: '#a9b5b0', near: '#3d4a3a' },
];

type Point = readonly [number, number];

const round = (n: number) => Math.round(n);

/** A ridge line across the width: jagged peaks far away, rounded hills near. */
function ridgePoints(
  rand: () => number,
  width: number,
  base: number,
  amplitude: number,
  count: number,
): Point[] {
  const step = (width + 80) / count;
  return Array.from({ length: count + 1 }, (_, i) => {
    const peak = i % 2 === 0 ? 1 : 0.35;
    return [
      round(-40 + i * step + (rand() - 0.5) * step * 0.4),
      round(base - amplitude * peak * (0.35 + rand() * 0.65)),
    ];
  });
}

function ridgePath(points: readonly Point[], smooth: boolean, width: number, height: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${first[0]} ${first[1]}`;
  let previous = first;
  for (const point of rest) {
    d += smooth
      ? `Q${previous[0]} ${previous[1]} ${round((previous[0] + point[0]) / 2)} ${round((previous[1] + point[1]) / 2)}`
      : `L${point[0]} ${point[1]}`;
    previous = point;
  }
  return `${d}L${width + 40} ${previous[1]}L${width + 40} ${height}L-40 ${height}Z`;
}

/** The ridge's height at x (straight lines between its points). */
function heightAt(points: readonly Point[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / Math.max(1, b[0] - a[0]);
  }
  return points[points.length - 1]?.[1] ?? 0;
}

function pines(rand: () => number, points: readonly Point[], width: number, colour: string): string {
  let d = '';
  for (let x = 20 + rand() * 60; x < width; x += 26 + rand() * 70) {
    const h = 40 + rand() * 60;
    const y = round(heightAt(points, x) + 14);
    const w = h * 0.42;
    d += `M${round(x)} ${round(y - h)}L${round(x + w)} ${y}L${round(x - w)} ${y}Z`;
  }
  return `<path d="${d}" fill="${colour}"/>`;
}

function stars(rand: () => number, width: number, height: number): string {
  const dots = Array.from(
    { length: 24 },
    () =>
      `<circle cx="${round(rand() * width)}" cy="${round(rand() * height * 0.45)}" r="${rand() < 0.8 ? 1.5 : 2.5}"/>`,
  );
  return `<g fill="#ffffff" opacity=".8">${dots.join('')}</g>`;
}

export interface Landscape {
  readonly defs: string;
  readonly body: string;
}

/** The landscape of `name` drawn in a width x height box. */
export function landscape(name: string, width: number, height: number): Landscape {
  const rand = randomFrom(hashOf(name));
  const palette = PALETTES[Math.floor(rand() * PALETTES.length)] as Palette;
  const layers = 3 + Math.floor(rand() * 2);
  const hasLake = rand() < 0.4;
  const hasPines = rand() < 0.65;
  const sun: Point = [round(width * (0.15 + rand() * 0.7)), round(height * (0.14 + rand() * 0.22))];
  const radius = round(Math.min(width, height) * (palette.night ? 0.045 : 0.07));
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.light}" stop-opacity=".7"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient>`;
  const parts = [`<rect width="${width}" height="${height}" fill="url(#sky)"/>`];
  if (palette.night) parts.push(stars(rand, width, height));
  parts.push(`<circle cx="${sun[0]}" cy="${sun[1]}" r="${radius * 4}" fill="url(#glow)"/>`);
  parts.push(`<circle cx="${sun[0]}" cy="${sun[1]}" r="${radius}" fill="${palette.light}"/>`);
  const horizon = hasLake ? 0.72 : 0.86;
  let nearest: Point[] = [];
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = height * (0.42 + t * (horizon - 0.42));
    const points = ridgePoints(rand, width, base, height * (0.3 - t * 0.16), 6 + i * 2);
    const colour = mix(mix(palette.far, palette.near, t), palette.sky[1], (1 - t) * 0.25);
    parts.push(`<path d="${ridgePath(points, i > 0, width, height)}" fill="${colour}"/>`);
    if (i === 0 && palette.snow) {
      const caps = points
        .filter((_, k) => k % 2 === 0)
        .map(([x, y]) => `M${x - 30} ${y + 34}L${x} ${y}L${x + 30} ${y + 34}Z`);
      parts.push(`<path d="${caps.join('')}" fill="#ffffff" opacity=".85"/>`);
    }
    nearest = points;
  }
  if (hasPines) parts.push(pines(rand, nearest, width, mix(palette.near, '#000000', 0.25)));
  if (hasLake) {
    const top = round(height * 0.8);
    parts.push(
      `<rect y="${top}" width="${width}" height="${height - top}" fill="${mix(mix(palette.sky[0], palette.sky[1], 0.6), palette.near, 0.3)}"/>`,
    );
    parts.push(
      `<path d="M${round(width * 0.1)} ${top + 30}H${round(width * 0.45)}M${round(width * 0.55)} ${top + 62}H${round(width * 0.9)}" stroke="${palette.light}" stroke-width="3" opacity=".5"/>`,
    );
  }
  return { defs, body: parts.join('') };
}
