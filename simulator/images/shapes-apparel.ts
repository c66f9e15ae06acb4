import type { ProductKind } from './product-kind';
import { type Paint, pair, panel, type Shape, seam } from './product-paint';

/** Garments laid flat and seen from the front, as a product shot shows them (1000 x 1000, centred on x 500). */

interface UpperOptions {
  readonly sleeves: 'long' | 'slim' | 'none';
  readonly neck: 'hood' | 'ruff' | 'stand' | 'crew';
  readonly zip: 'full' | 'quarter' | 'none';
  readonly hem: number;
  readonly baffles?: boolean;
  readonly yoke?: boolean;
  readonly pocket?: 'zip' | 'kangaroo' | 'cargo';
}

const SLEEVE = {
  long: 'M338 248C292 262 270 290 262 340L228 700L298 712L326 430Z',
  slim: 'M338 248C300 262 284 290 278 340L254 720L306 728L326 430Z',
};
const CUFF = { long: 'M233 668L301 680', slim: 'M257 690L308 698' };

function torsoPath(sleeves: UpperOptions['sleeves'], hem: number): string {
  const foot = `L312 ${hem}Q500 ${hem + 22} 688 ${hem}`;
  return sleeves === 'none'
    ? `M440 215L360 240Q372 330 318 400${foot}L682 400Q628 330 640 240L560 215Q500 248 440 215Z`
    : `M440 215L335 248C322 330 322 360 322 420${foot}L678 420C678 360 678 330 665 248L560 215Q500 248 440 215Z`;
}

function neck(p: Paint, kind: UpperOptions['neck']): { back: string; front: string } {
  if (kind === 'hood' || kind === 'ruff') {
    const back = panel('M410 238C380 95 620 95 590 238Z', p.dark, p.deep);
    const opening = panel('M446 228C440 150 560 150 554 228Q500 252 446 228Z', p.deep, p.deep);
    const ruff =
      kind === 'ruff'
        ? seam('M440 232C428 136 572 136 560 232', '#d8d0c0', 22) +
          seam('M440 232C428 136 572 136 560 232', '#efe9dd', 8)
        : '';
    return { back, front: opening + ruff };
  }
  if (kind === 'stand') {
    return {
      back: panel('M444 176Q500 196 556 176Q500 158 444 176Z', p.deep, p.deep),
      front: panel('M438 218L440 168Q500 186 560 168L562 218Q500 242 438 218Z', p.fill, p.deep),
    };
  }
  return { back: '', front: seam('M440 215Q500 262 560 215', p.seam, 7) };
}

function upper(p: Paint, o: UpperOptions): Shape {
  const parts: string[] = [];
  const { back, front } = neck(p, o.neck);
  parts.push(back);
  if (o.sleeves !== 'none') {
    parts.push(pair((d) => panel(d, p.fill, p.deep), SLEEVE[o.sleeves]));
    parts.push(pair((d) => seam(d, p.seam), CUFF[o.sleeves]));
  }
  parts.push(panel(torsoPath(o.sleeves, o.hem), p.fill, p.deep));
  if (o.yoke)
    parts.push(
      panel('M440 215L335 248L330 300Q500 330 670 300L665 248L560 215Q500 248 440 215Z', p.dark, p.deep),
    );
  if (o.baffles) {
    for (let y = 320; y < o.hem - 40; y += 90)
      parts.push(seam(`M322 ${y}Q500 ${y + 18} 678 ${y}`, p.seam, 3));
    if (o.sleeves === 'long') {
      for (const y of [460, 560, 650]) {
        parts.push(
          pair(
            (d) => seam(d, p.seam, 3),
            `M${Math.round(262 - (y - 340) * 0.094)} ${y}L${Math.round(326 - (y - 430) * 0.099)} ${y + 8}`,
          ),
        );
      }
    }
  }
  parts.push(seam(`M318 ${o.hem - 28}Q500 ${o.hem - 6} 682 ${o.hem - 28}`, p.seam, 3));
  if (o.pocket === 'zip') parts.push(pair((d) => seam(d, p.trim, 5), 'M372 560L392 680'));
  if (o.pocket === 'kangaroo') parts.push(seam('M390 600L610 600L642 760L358 760Z', p.seam, 4));
  if (o.pocket === 'cargo')
    parts.push(pair((d) => panel(d, p.dark, p.deep), 'M350 640L450 640L452 700L348 700Z'));
  if (o.neck === 'hood') parts.push(pair((d) => seam(d, p.light, 5), 'M478 238L470 330'));
  parts.push(front);
  const zipTop = o.neck === 'stand' ? 170 : 232;
  if (o.zip !== 'none') {
    const end = o.zip === 'full' ? o.hem + 18 : 400;
    parts.push(seam(`M500 ${zipTop}L500 ${end}`, p.trim, 6));
    parts.push(`<rect x="492" y="${zipTop + 12}" width="16" height="34" rx="5" fill="${p.trim}"/>`);
  }
  return { body: parts.join(''), focus: [500, o.zip === 'none' ? 300 : 260] };
}

interface LowerOptions {
  readonly cut: 'pants' | 'shorts' | 'tights';
}

const LEGS = {
  pants: 'M360 190L640 190L664 470L646 860L532 860L503 400L497 400L468 860L354 860L336 470Z',
  shorts: 'M360 190L640 190L670 560L528 575L503 400L497 400L472 575L330 560Z',
  tights: 'M376 190L624 190L634 470L600 870L528 870L502 400L498 400L472 870L400 870L366 470Z',
};

function lower(p: Paint, { cut }: LowerOptions): Shape {
  const band = cut === 'tights' ? 'M376 190L624 190L626 240L374 240Z' : 'M360 190L640 190L642 232L358 232Z';
  const parts = [panel(LEGS[cut], p.fill, p.deep), panel(band, cut === 'tights' ? p.dark : p.fill, p.deep)];
  if (cut === 'tights') {
    parts.push(pair((d) => seam(d, p.seam, 3), 'M420 250L440 860'));
  } else {
    for (const x of [392, 594])
      parts.push(`<rect x="${x}" y="186" width="14" height="50" rx="3" fill="${p.dark}"/>`);
    parts.push(seam('M500 232L500 360Q520 368 528 340L528 240', p.seam, 3));
    parts.push(pair((d) => seam(d, p.seam, 3), 'M372 232Q392 300 344 322'));
    parts.push(`<circle cx="500" cy="212" r="8" fill="${p.trim}"/>`);
  }
  if (cut === 'pants') parts.push(pair((d) => seam(d, p.seam, 3), 'M348 600Q405 618 478 604'));
  if (cut === 'shorts')
    parts.push(pair((d) => panel(d, p.dark, p.deep), 'M338 380L380 380L386 480L342 480Z'));
  return { body: parts.join(''), focus: [500, 260] };
}

/** The garment kinds this file draws; others are gear or footwear. */
export function apparelShape(kind: ProductKind, p: Paint): Shape | undefined {
  switch (kind) {
    case 'shell':
      return upper(p, { sleeves: 'long', neck: 'hood', zip: 'full', hem: 800, pocket: 'zip' });
    case 'puffer':
      return upper(p, {
        sleeves: 'long',
        neck: 'stand',
        zip: 'full',
        hem: 780,
        baffles: true,
        pocket: 'zip',
      });
    case 'parka':
      return upper(p, { sleeves: 'long', neck: 'ruff', zip: 'full', hem: 880, pocket: 'cargo' });
    case 'fleece':
      return upper(p, { sleeves: 'long', neck: 'stand', zip: 'full', hem: 790, yoke: true, pocket: 'zip' });
    case 'hoodie':
      return upper(p, { sleeves: 'long', neck: 'hood', zip: 'none', hem: 790, pocket: 'kangaroo' });
    case 'vest':
      return upper(p, { sleeves: 'none', neck: 'stand', zip: 'full', hem: 780, pocket: 'zip' });
    case 'top':
      return upper(p, { sleeves: 'slim', neck: 'crew', zip: 'none', hem: 800 });
    case 'zipTop':
      return upper(p, { sleeves: 'slim', neck: 'stand', zip: 'quarter', hem: 800 });
    case 'pants':
    case 'shorts':
    case 'tights':
      return lower(p, { cut: kind });
    default:
      return undefined;
  }
}
