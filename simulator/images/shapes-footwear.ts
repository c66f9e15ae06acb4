import type { ProductKind } from './product-kind';
import { type Paint, panel, type Shape, seam } from './product-paint';

/** Footwear in profile, toe to the right, as the lateral-side shot of a shoe page (1000 x 1000). */

const MIDSOLE = 'M218 688L806 688Q836 700 818 732L800 748L230 748Q206 738 218 688Z';
const OUTSOLE = 'M226 730L816 730L800 748L230 748Z';
const UPPER = {
  sneaker: 'M228 690L222 560Q228 496 292 488L400 520Q470 474 560 538Q700 598 790 640Q818 664 806 690Z',
  runner: 'M228 690L224 575Q232 505 300 498L395 528Q470 480 560 540Q700 590 792 632Q822 660 806 690Z',
  boot: 'M230 690L236 380Q240 350 282 348L420 360Q426 470 470 540Q650 590 782 628Q818 656 806 690Z',
};

/** Criss-cross laces from one point to another along the throat. */
function laces(
  from: readonly [number, number],
  to: readonly [number, number],
  count: number,
  colour: string,
): string {
  const points = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    return [
      Math.round(from[0] + (to[0] - from[0]) * t),
      Math.round(from[1] + (to[1] - from[1]) * t),
    ] as const;
  });
  const d = points
    .map(([x, y]) => `M${x - 22} ${y - 14}L${x + 22} ${y + 14}M${x - 22} ${y + 14}L${x + 22} ${y - 14}`)
    .join('');
  const eyelets = points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${colour}"/>`).join('');
  return seam(d, colour, 6) + eyelets;
}

function shoe(p: Paint, style: 'sneaker' | 'runner' | 'boot'): Shape {
  const sole = style === 'boot' ? p.trim : '#f1efe9';
  const parts = [panel(UPPER[style], p.fill, p.deep)];
  if (style === 'boot') {
    parts.push(panel('M236 380Q240 350 282 348L420 360L418 394Q330 384 238 412Z', p.dark, p.deep));
    parts.push(panel('M640 600Q740 612 790 640Q818 664 806 690L662 690Q628 650 640 600Z', p.dark, p.deep));
    parts.push(seam('M236 600Q420 600 560 640', p.seam, 3));
    parts.push(laces([430, 396], [560, 560], 5, p.trim));
  } else {
    parts.push(panel('M228 690L224 575Q232 520 290 505L300 600Q270 640 300 690Z', p.dark, p.deep));
    parts.push(panel('M650 612Q740 630 792 646Q818 666 806 690L676 690Q646 650 650 612Z', p.dark, p.deep));
    parts.push(laces([412, 524], [590, 578], 4, style === 'runner' ? p.light : '#f1efe9'));
    parts.push(
      seam('M320 650Q480 590 700 650', style === 'runner' ? p.light : p.seam, style === 'runner' ? 14 : 4),
    );
  }
  parts.push(panel(MIDSOLE, sole, '#b9b6ae'));
  parts.push(`<path d="${OUTSOLE}" fill="${style === 'boot' ? p.deep : p.trim}"/>`);
  if (style === 'runner') parts.push(seam('M250 710L790 710', p.base, 8));
  if (style === 'boot')
    parts.push(seam('M246 748L796 748', '#1b1c1e', 10).replace('/>', ' stroke-dasharray="22 14"/>'));
  return { body: parts.join(''), focus: style === 'boot' ? [480, 470] : [500, 560] };
}

function sandal(p: Paint, slide: boolean): Shape {
  const parts = [
    panel(
      'M220 700Q230 680 300 682L760 690Q820 694 816 716L806 736L232 738Q212 730 220 700Z',
      p.trim,
      '#1b1c1e',
    ),
    `<path d="M228 694Q240 682 300 684L760 692Q806 696 808 706L228 708Z" fill="#c9ad86"/>`,
  ];
  if (slide) {
    parts.push(panel('M450 694Q500 560 690 590Q768 630 780 696Z', p.fill, p.deep));
    parts.push(seam('M480 660Q560 600 720 620', p.seam, 3));
  } else {
    const strap = (d: string) => seam(d, p.base, 26) + seam(d, p.seam, 2);
    parts.push(strap('M272 688Q290 560 380 566'), strap('M380 566Q430 600 462 690'));
    parts.push(strap('M380 566Q470 590 560 600'), strap('M540 690Q600 570 690 694'));
    parts.push(`<rect x="362" y="552" width="34" height="28" rx="5" fill="${p.trim}"/>`);
  }
  return { body: parts.join(''), focus: [520, 620] };
}

export function footwearShape(kind: ProductKind, p: Paint): Shape | undefined {
  switch (kind) {
    case 'boot':
    case 'runner':
    case 'sneaker':
      return shoe(p, kind);
    case 'sandal':
    case 'slide':
      return sandal(p, kind === 'slide');
    default:
      return undefined;
  }
}
