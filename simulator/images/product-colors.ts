import { hashOf, hsl } from './svg';

/**
 * The fabric colour of a product colour. The seed names colours (code, label, family) but holds no hex, so
 * the palette's codes have a hand-picked one and any other colour is read from the words of its label,
 * then its family, then a hash of the label (a muted colour, as outdoor gear tends to be).
 */
const BY_CODE: Readonly<Record<string, string>> = {
  BLK: '#26282b',
  AGR: '#5c6166',
  NVY: '#1f2f4d',
  ABL: '#2f6fb0',
  FGR: '#2f5e3f',
  MOS: '#6b7a3c',
  FRD: '#c8322c',
  BOR: '#c8612a',
  SYL: '#e8b830',
  GWH: '#eceeec',
  SND: '#c2ac84',
  EBR: '#6b4a33',
  PLM: '#6e3b63',
  CPK: '#e77d72',
  SLB: '#5a7391',
  OLV: '#6f6d3a',
};

/** Words of colour names, checked in this order (so "Slate Blue" is slate, not blue). */
const BY_WORD: readonly (readonly [string, string])[] = [
  ['navy', '#1f2f4d'],
  ['slate', '#5a7391'],
  ['black', '#26282b'],
  ['charcoal', '#3a3d41'],
  ['grey', '#7a7f85'],
  ['gray', '#7a7f85'],
  ['silver', '#b5b9bd'],
  ['white', '#eceeec'],
  ['cream', '#efe6d2'],
  ['khaki', '#c2ac84'],
  ['sand', '#c2ac84'],
  ['tan', '#b48a60'],
  ['brown', '#6b4a33'],
  ['olive', '#6f6d3a'],
  ['moss', '#6b7a3c'],
  ['forest', '#2f5e3f'],
  ['green', '#3f7a4c'],
  ['teal', '#2a7a78'],
  ['blue', '#2f6fb0'],
  ['purple', '#6e3b63'],
  ['plum', '#6e3b63'],
  ['pink', '#e38aa0'],
  ['coral', '#e77d72'],
  ['red', '#c8322c'],
  ['orange', '#c8612a'],
  ['gold', '#d4a437'],
  ['yellow', '#e8b830'],
];

export interface ColorName {
  readonly code: string;
  readonly label: string;
  readonly family?: string;
}

export function colorHex({ code, label, family }: ColorName): string {
  const known = BY_CODE[code];
  if (known) return known;
  for (const text of [label, family ?? '']) {
    const words = text.toLowerCase();
    const hit = BY_WORD.find(([word]) => words.includes(word));
    if (hit) return hit[1];
  }
  return hsl(hashOf(label || code) % 360, 0.35, 0.42);
}
