/** The mini cart dialog's props: the line just added (features/cart/mini-cart-dialog.tsx). */
export interface MiniCartProps {
  readonly itemId?: string | undefined;
}

declare module '../../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    miniCart: MiniCartProps;
  }
}
