import { useQueries } from '@tanstack/react-query';
import type { UpsellItem } from '../../../../../contracts/entities/content-blocks-commerce';
import { useCommerce } from '../../../commerce/commerce-context';

/**
 * The upsell items in stock (spec 001 section 4), by the inventory call of each item's product: an item
 * shows when its sku has a quantity. Until every answer is in, `ready` is false; an item whose inventory
 * could not be read is left out (its stock is unknown).
 */
export function useInStockItems(items: readonly UpsellItem[]): {
  ready: boolean;
  items: UpsellItem[];
} {
  const { product } = useCommerce();
  const productIds = [...new Set(items.map((item) => item.id))];
  const answers = useQueries({
    queries: productIds.map((productId) => ({
      queryKey: ['product', productId, 'inventory'],
      queryFn: () => product.getProductInventory(productId),
      retry: false,
    })),
  });
  const ready = answers.every((a) => !a.isPending);
  const inventory = new Map(productIds.map((id, i) => [id, answers[i]?.data]));
  const inStock = items.filter((item) => (inventory.get(item.id)?.variants[item.sku]?.quantity ?? 0) > 0);
  return { ready, items: inStock };
}
