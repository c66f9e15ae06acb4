import type { ProductDetails } from '../../commerce/product';
import { productJsonLd, serialiseJsonLd } from './product-json-ld';
import { colourOf, stockStatus } from './variant-selection';

/** The display name of the shop's brand (the page titles carry it too). */
const BRAND_NAME = 'SummitPeak';

/** schema.org Product of the page for search engines, in a JSON-LD script element. */
export function ProductJsonLdScript({ product }: { product: ProductDetails }) {
  const origin = globalThis.location?.origin ?? '';
  const data = productJsonLd({
    product,
    url: `${origin}${product.pdpUrl}`,
    brand: BRAND_NAME,
    images: product.images.map((image) => image.url),
    status: stockStatus(product, colourOf(product)),
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own data, with `<` escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
