/** The product page's later dialogs' props (size-guide-dialog.tsx, back-in-stock-dialog.tsx). */
import type { ProductDetails } from '../../../commerce/product';
import type { SizeChoice } from '../variant-selection';

export interface SizeGuideProps {
  /** Its categories choose the size chart (size-chart-type.ts). */
  readonly product: ProductDetails;
}

export interface BackInStockProps {
  readonly product: ProductDetails;
  /** The colour on screen and its sizes (the buy box's choices): the unavailable ones are offered. */
  readonly colour: string;
  readonly sizes: readonly SizeChoice[];
}

declare module '../../../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    sizeGuide: SizeGuideProps;
    backInStock: BackInStockProps;
  }
}
