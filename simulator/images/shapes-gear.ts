import type { ProductKind } from './product-kind';
import { type Paint, pair, panel, type Shape, seam } from './product-paint';
import { escapeXml } from './svg';

/** Packs, shelters, headwear, gloves, socks and the gift card (1000 x 1000, centred on x 500). */

function backpack(p: Paint): Shape {
  return {
    body: [
      pair((d) => panel(d, p.trim, '#1b1c1e'), 'M342 290Q296 460 322 720L346 716Q330 470 360 300Z'),
      panel(
        'M340 262Q340 200 400 195L600 195Q660 200 660 262L672 800Q672 832 640 832L360 832Q328 832 328 800Z',
        p.fill,
        p.deep,
      ),
      seam('M470 196Q500 146 530 196', p.trim, 10),
      panel('M344 262Q344 212 400 206L600 206Q656 212 656 262L658 330Q500 360 342 330Z', p.dark, p.deep),
      seam('M356 318Q500 346 644 318', p.trim, 5),
      panel(
        'M392 560Q392 530 424 530L576 530Q608 530 608 560L614 770Q614 790 594 790L406 790Q386 790 386 770Z',
        p.dark,
        p.deep,
      ),
      seam('M396 566Q500 552 604 566', p.trim, 5),
      pair((d) => seam(d, p.trim, 14), 'M336 470L392 470'),
      pair((d) => `<path d="${d}" fill="${p.trim}"/>`, 'M384 456L412 456L412 484L384 484Z'),
      `<circle cx="500" cy="440" r="16" fill="${p.light}"/>`,
    ].join(''),
    focus: [500, 330],
  };
}

/** A canvas tote: a square bag with two long handles and a mountain print. */
function tote(p: Paint): Shape {
  return {
    body: [
      seam('M390 420Q390 200 470 200Q520 200 520 420', p.trim, 18),
      seam('M480 420Q480 200 560 200Q610 200 610 420', p.trim, 18),
      panel('M300 400L700 400L726 820Q726 844 700 844L300 844Q274 844 274 820Z', p.fill, p.deep),
      seam('M300 440L700 440', p.seam, 4),
      `<path d="M400 720L470 610L510 660L560 590L640 720Z" fill="${p.light}" opacity=".85"/>`,
    ].join(''),
    focus: [500, 640],
  };
}

function tent(p: Paint): Shape {
  return {
    body: [
      seam('M186 760L120 800M814 760L880 800', '#8d8a83', 3),
      panel('M180 760Q290 380 500 330Q710 380 820 760Z', p.fill, p.deep),
      panel('M300 760Q360 470 500 400Q430 560 420 760Z', p.dark, p.deep),
      panel('M412 760Q440 540 500 488Q560 540 588 760Z', p.deep, p.deep),
      seam('M420 756Q450 560 500 500', p.trim, 5),
      seam('M200 740Q320 400 500 342Q680 400 800 740', p.seam, 4),
      seam('M260 560Q500 470 740 560', p.seam, 3),
      `<path d="M160 760L840 760L850 780L150 780Z" fill="${p.trim}"/>`,
    ].join(''),
    focus: [500, 520],
  };
}

function sleepingBag(p: Paint): Shape {
  const baffles = [360, 450, 540, 630, 720].map((y) =>
    seam(`M${388 - (y - 300) / 20} ${y}Q500 ${y + 16} ${612 + (y - 300) / 20} ${y}`, p.seam, 3),
  );
  return {
    body: [
      panel('M500 160Q626 160 634 300L604 830Q500 866 396 830L366 300Q374 160 500 160Z', p.fill, p.deep),
      panel('M500 206Q574 208 574 276Q570 330 500 334Q430 330 426 276Q426 208 500 206Z', p.deep, p.deep),
      ...baffles,
      seam('M572 300L590 800', p.trim, 5),
      `<rect x="562" y="330" width="16" height="34" rx="5" fill="${p.trim}"/>`,
    ].join(''),
    focus: [500, 300],
  };
}

function beanie(p: Paint): Shape {
  const ribs = Array.from({ length: 11 }, (_, i) => `M${340 + i * 32} 574L${340 + i * 32} 666`).join('');
  return {
    body: [
      `<circle cx="500" cy="300" r="62" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>`,
      panel('M322 620Q318 340 500 330Q682 340 678 620Z', p.fill, p.deep),
      seam('M500 340L500 560M420 350Q380 440 380 560M580 350Q620 440 620 560', p.seam, 3),
      panel('M310 570Q500 548 690 570L694 672Q500 694 306 672Z', p.dark, p.deep),
      seam(ribs, p.deep, 3),
    ].join(''),
    focus: [500, 600],
  };
}

function cap(p: Paint, sunHat: boolean): Shape {
  const parts = sunHat
    ? [
        panel('M160 640Q500 560 840 640Q860 690 780 700Q500 740 220 700Q140 690 160 640Z', p.fill, p.deep),
        panel('M340 630Q330 400 500 390Q670 400 660 630Q500 660 340 630Z', p.fill, p.deep),
        panel('M336 590Q500 620 664 590L662 632Q500 662 338 632Z', p.trim, p.deep),
      ]
    : [
        panel('M320 600Q318 360 500 350Q682 360 680 600Z', p.fill, p.deep),
        seam('M500 356L500 600M420 364Q390 460 392 600M580 364Q610 460 608 600', p.seam, 3),
        `<circle cx="500" cy="352" r="12" fill="${p.dark}"/>`,
        panel('M300 598Q500 560 760 610Q822 650 742 682Q500 650 300 640Z', p.dark, p.deep),
        panel('M440 430L560 430L566 520L434 520Z', '#f1efe9', '#b9b6ae'),
      ];
  return { body: parts.join(''), focus: [500, 520] };
}

const GLOVE =
  'M400 820L390 560Q330 520 300 450Q290 420 320 420Q350 430 395 480L400 330Q405 300 430 300Q455 300 455 330L460 470L470 260Q475 235 500 235Q525 235 528 260L530 470L545 285Q550 260 572 262Q595 265 594 290L590 480L610 340Q615 320 635 322Q655 326 652 350L640 600Q630 700 610 820Z';

function gloves(p: Paint): Shape {
  return {
    body: [
      `<g transform="translate(70 -30)">${panel(GLOVE, p.dark, p.deep)}</g>`,
      panel(GLOVE, p.fill, p.deep),
      panel('M398 740L612 740L610 830L400 830Z', p.trim, '#1b1c1e'),
      seam('M430 330L432 470M500 262L500 470M570 290L566 480', p.seam, 3),
    ].join(''),
    focus: [520, 420],
  };
}

function socks(p: Paint): Shape {
  const ribs = Array.from({ length: 6 }, (_, i) => `M${416 + i * 26} 214L${416 + i * 26} 290`).join('');
  return {
    body: [
      panel(
        'M400 200L560 200L566 560Q572 620 640 656L764 716Q826 756 786 808Q746 842 680 820L470 742Q400 712 400 640Z',
        p.fill,
        p.deep,
      ),
      seam(ribs, p.seam, 3),
      panel('M400 600Q402 700 470 742L520 760Q470 690 470 600Z', p.dark, p.deep),
      panel('M720 694L764 716Q826 756 786 808Q746 842 680 820L660 812Q730 770 720 694Z', p.dark, p.deep),
    ].join(''),
    focus: [690, 740],
  };
}

function giftCard(p: Paint): Shape {
  return {
    body: [
      `<g transform="rotate(-6 500 500)">`,
      `<rect x="200" y="330" width="600" height="360" rx="28" fill="${p.fill}" stroke="${p.deep}" stroke-width="3"/>`,
      `<path d="M250 620L330 500L380 560L430 480L520 620Z" fill="#ffffff" opacity=".9"/>`,
      `<text x="260" y="420" font-family="Helvetica, Arial, sans-serif" font-size="46" font-weight="700" fill="#ffffff">${escapeXml('SummitPeak')}</text>`,
      `<text x="750" y="650" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#ffffff">${escapeXml('GIFT CARD')}</text>`,
      `</g>`,
    ].join(''),
    focus: [400, 420],
  };
}

export function gearShape(kind: ProductKind, p: Paint): Shape | undefined {
  switch (kind) {
    case 'backpack':
      return backpack(p);
    case 'tote':
      return tote(p);
    case 'tent':
      return tent(p);
    case 'sleepingBag':
      return sleepingBag(p);
    case 'beanie':
      return beanie(p);
    case 'cap':
    case 'sunHat':
      return cap(p, kind === 'sunHat');
    case 'gloves':
      return gloves(p);
    case 'socks':
      return socks(p);
    case 'giftCard':
      return giftCard(p);
    default:
      return undefined;
  }
}
