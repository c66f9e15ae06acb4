import type { RequestBodyInputOf } from '../../../../contracts/registry/types';

/**
 * Placeholder with the final signature: the cart feature implements it (adds through the commerce adapter,
 * creating the cart when needed, recovers from CART_NOT_FOUND, opens the mini cart).
 */
export type AddToCartInput = Omit<RequestBodyInputOf<'addCartItem'>, 'cartId'>;

export function useAddToCart(): { addItem(input: AddToCartInput): Promise<void>; isPending: boolean } {
  return {
    addItem: async () => {
      throw new Error('useAddToCart is not implemented yet');
    },
    isPending: false,
  };
}
