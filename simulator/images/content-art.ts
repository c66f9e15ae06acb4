import { landscape } from './landscape';
import { type ProductLook, shapeOf } from './product-art';
import { escapeXml, type OutputSize, shadeGradient, svgDocument } from './svg';

/**
 * Editorial pictures: content images (heroes, banners, menu and article pictures) are 16:9 landscapes
 * (viewBox 0 0 1600 900; `slice` crops them to any requested wid/hei), the logo a white mark and
 * wordmark, and a shopper's review photo the product out on the trail (square).
 */

/** A content image, by its name (the path after /content/, extension dropped). */
export function contentArt(name: string, size: OutputSize = {}): string {
  const { defs, body } = landscape(name, 1600, 900);
  return svgDocument({ width: 1600, height: 900, defs, body }, size);
}

const MARK = 'M8 112L52 40L72 70L96 28L148 112Z';

/** The white logo (for the dark header and footer): a mountain mark and the "SummitPeak" wordmark. */
export function logoArt(size: OutputSize = {}): string {
  return svgDocument(
    {
      width: 640,
      height: 140,
      title: 'SummitPeak',
      fit: 'meet',
      body:
        `<path d="${MARK}" fill="#ffffff"/><path d="M96 28L108 48L100 58L92 46Z" fill="#ffffff" opacity=".6"/>` +
        `<text x="170" y="100" font-family="Helvetica, Arial, sans-serif" font-size="68" font-weight="700" letter-spacing="1" fill="#ffffff">${escapeXml('SummitPeak')}</text>`,
    },
    size,
  );
}

/** A shopper's photo: a landscape of its own, and the reviewed product in front when it is known. */
export function reviewArt(key: string, look: ProductLook | undefined, size: OutputSize = {}): string {
  const scene = landscape(`review-${key}`, 1000, 1000);
  const product = look ? `<g transform="translate(220 330) scale(.56)">${shapeOf(look).body}</g>` : '';
  return svgDocument(
    {
      width: 1000,
      height: 1000,
      defs: scene.defs + (look ? shadeGradient('f', look.color) : ''),
      body: scene.body + product,
    },
    size,
  );
}
