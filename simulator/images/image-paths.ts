import { contentArt, logoArt, reviewArt } from './content-art';
import { PRODUCT_VIEWS, type ProductView, placeholderArt, productArt } from './product-art';
import type { ProductLooks } from './product-looks';
import type { OutputSize } from './svg';

/**
 * Which drawing answers a path of the image CDN (the part after its origin), whatever the extension:
 *   is/image/{colourProductId}-{HERO|ALT1|ALT2|SWATCH}  a product shot (a placeholder for unknown ids)
 *   content/logo*.svg                                    the white logo
 *   content/{name}.{ext}                                 a landscape for that name
 *   reviews/{styleId}-{n}.{ext}                          a shopper's photo with the product
 * Anything else gets the placeholder, as a CDN answers for an image it does not hold.
 */
export function imageFor(path: string, looks: ProductLooks, size: OutputSize = {}): string {
  const product = /^is\/image\/([^/]+)$/.exec(path);
  if (product?.[1]) return productImage(product[1], looks, size);
  const content = /^content\/([^/]+?)(?:\.[a-z0-9]+)?$/i.exec(path);
  if (content?.[1]) return content[1].startsWith('logo') ? logoArt(size) : contentArt(content[1], size);
  const review = /^reviews\/([^/]+?)-(\w+)(?:\.[a-z0-9]+)?$/i.exec(path);
  if (review?.[1] && review[2]) {
    return reviewArt(`${review[1]}-${review[2]}`, looks.byStyleId.get(review[1]), size);
  }
  return placeholderArt(size);
}

function productImage(name: string, looks: ProductLooks, size: OutputSize): string {
  const dash = name.lastIndexOf('-');
  const suffix = dash > 0 ? name.slice(dash + 1) : '';
  const view = PRODUCT_VIEWS.find((v) => v === suffix.toUpperCase());
  const id = view ? name.slice(0, dash) : name;
  const look = looks.byColorProductId.get(id);
  return look ? productArt(look, (view ?? 'HERO') as ProductView, size) : placeholderArt(size);
}
