import { useQuery } from '@tanstack/react-query';
import type { UpsellItem } from '../../../../../contracts/entities/content-blocks-commerce';
import { useCommerce } from '../../../commerce/commerce-context';

/**
 * The upsell items in stock (spec 001 section 4), by the inventory call of each item's product: an item
 * shows when its sku has a quantity. Until every answer is in, `ready` is false; an item whose inventory
 * could not be read is left out (its stock is unknown). One query over all the calls: `useQueries` would add
 * its observer to the framework chunk every page loads (the product page's budget).
 */
export function useInStockItems(items: readonly UpsellItem[]): {
  ready: boolean;
  items: UpsellItem[];
} {
  const { product } = useCommerce();
  const productIds = [...new Set(items.map((item) => item.id))].sort();
  const stock = useQuery({
    queryKey: ['product', 'inventory', productIds],
    queryFn: async () => {
      const answers = await Promise.allSettled(productIds.map((id) => product.getProductInventory(id)));
      return new Map(
        answers.flatMap((answer, i) =>
          answer.status === 'fulfilled' ? [[productIds[i], answer.value]] : [],
        ),
      );
    },
  });
  const inventory = stock.data;
  const inStock = items.filter((item) => (inventory?.get(item.id)?.variants[item.sku]?.quantity ?? 0) > 0);
  return { ready: !stock.isPending, items: inStock };
}
