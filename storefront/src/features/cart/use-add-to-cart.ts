import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RequestBodyInputOf } from '../../../../contracts/registry/types';
import type { Cart } from '../../commerce/cart';
import { useCommerce } from '../../commerce/commerce-context';
import { errorMessage } from '../../i18n/error-message';
import { type IntlShape, useIntl } from '../../i18n/intl';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { useToasts } from '../../ui/toast/toast-store';
import { type AddToCartFailure, classifyCartFailure, lineFor } from './add-to-cart-failure';
import { cartKey, setCartData } from './cart-query';
import './mini-cart-props';

/** What an add takes: the addCartItem body without the cart id (quantity 1 by default). */
export type AddToCartInput = Omit<RequestBodyInputOf<'addCartItem'>, 'cartId'>;

/**
 * A failed add, ready to render where the add was made: `failure` says what kind, `text` is the translated
 * message (the max-quantity one names the max). Generic failures are also toasted by the hook.
 */
export class AddToCartError extends Error {
  override readonly name = 'AddToCartError';
  constructor(
    readonly failure: AddToCartFailure,
    readonly text: string,
    options?: { cause?: unknown },
  ) {
    super(text, options);
  }
}

export const isAddToCartError = (e: unknown): e is AddToCartError => e instanceof AddToCartError;

export function failureText(intl: IntlShape, failure: AddToCartFailure, error: unknown): string {
  switch (failure.kind) {
    case 'max-quantity':
      return failure.max === undefined
        ? errorMessage(intl, error)
        : intl.formatMessage({ id: 'cart.add.maxQuantity' }, { max: failure.max });
    case 'item':
      return errorMessage(intl, error);
    case 'cart-reset':
      return intl.formatMessage({ id: 'cart.recovery.invalidCustomer' });
    default:
      return intl.formatMessage({ id: 'cart.add.failed' });
  }
}

/**
 * Adds a product through the commerce adapter (creating the cart when needed, recovering from a missing
 * cart), puts the new cart in the cache and opens the mini cart on the added line. A failure rejects with an
 * AddToCartError the caller shows at the button (max quantity, item-level ids); generic ones also toast.
 */
export function useAddToCart(): { addItem(input: AddToCartInput): Promise<void>; isPending: boolean } {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { open } = useDialogs();
  const { show } = useToasts();
  const mutation = useMutation({ mutationFn: (input: AddToCartInput) => commerce.cart.addItem(input) });
  const { mutateAsync } = mutation;

  const addItem = useCallback(
    async (input: AddToCartInput) => {
      let cart: Cart;
      try {
        cart = await mutateAsync(input);
      } catch (error) {
        const known = queryClient.getQueryData<Cart | null>(cartKey(commerce.cart.cartId()));
        const failure = classifyCartFailure(error, known, input);
        const text = failureText(intl, failure, error);
        if (failure.kind === 'generic') show({ title: text, tone: 'error' });
        throw new AddToCartError(failure, text, { cause: error });
      }
      setCartData(queryClient, cart);
      open('miniCart', { itemId: lineFor(cart, input)?.id });
    },
    [commerce, queryClient, intl, mutateAsync, open, show],
  );

  return { addItem, isPending: mutation.isPending };
}
