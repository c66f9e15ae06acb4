import { currencyForLocale } from '../../domain/catalogue/money';
import { FIXTURE_IDS } from './catalogue-fixtures';
import type { ProductSeed } from './catalogue-types';
import type { UpsellInput } from './content-pages';

const UPSELL_STYLES = [FIXTURE_IDS.inStock, FIXTURE_IDS.onSale, FIXTURE_IDS.priceRange, FIXTURE_IDS.lowStock];

/** The cart page's complete-the-look items: well-known in-stock products, in the site's locale and currency. */
export function upsellItemsFor(products: readonly ProductSeed[], locale: string): UpsellInput[] {
  const currency = currencyForLocale(locale);
  return UPSELL_STYLES.flatMap((styleId) => {
    const product = products.find((p) => p.styleId === styleId);
    const color = product?.colors[0];
    const variant = product?.variants.find((v) => v.color === color?.code && v.homeStock > 0);
    if (!product || !color || !variant) return [];
    const id = `${product.styleId}${color.code}`;
    return [
      {
        id,
        sku: variant.sku,
        name: product.name,
        url: `/${locale}/p/${product.slug}-${id}`,
        image: { url: `https://images.summitpeak.example/is/image/${id}-HERO`, alt: product.name },
        price: color.prices[currency].current / 100,
      },
    ];
  });
}
