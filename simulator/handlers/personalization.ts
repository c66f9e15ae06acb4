import type { AreaHandlers } from '../core/handler-types';
import { resolveProductId } from '../domain/catalogue/catalogue-index';
import { decide } from '../domain/catalogue/decide';
import { variantStateOf } from '../domain/catalogue/product-view';
import { indexOf, seedOf, stockLookup } from '../services/catalogue/world-catalogue';

/**
 * The decision engine. Consent is the storefront's concern (it calls only with targeting consent), so
 * every valid request is decided: recommendations for product, cart, home and category pages and a
 * content action for every page.
 */
export const personalizationHandlers = {
  decidePersonalization: ({ body, world }) => {
    const index = indexOf(world);
    const stock = stockLookup(world);
    const buyable = (p: Parameters<typeof variantStateOf>[0]) =>
      p.variants.some((v) => variantStateOf(p, v, stock) !== 'outOfStock');
    return {
      body: decide(body, {
        products: seedOf(world).products,
        find: (id) => resolveProductId(index, id)?.product,
        buyable,
      }),
    };
  },
} satisfies AreaHandlers;
