import { useId, useRef, useState } from 'react';
import type { ProductDetails } from '../../commerce/product';
import { useFeature } from '../../config/site-config-provider';
import { errorMessage } from '../../i18n/error-message';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Badge } from '../../ui/badge/badge';
import { Button } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-store';
import './extras/extras-dialog-props';
import { PriceDisplay } from '../../ui/price/price-display';
import { QuantityStepper } from '../../ui/quantity-stepper/quantity-stepper';
import { Rating } from '../../ui/rating/rating';
import { isAddToCartError, useAddToCart } from '../cart/use-add-to-cart';
import styles from './buy-box.module.css';
import { ColourPicker } from './colour-picker';
import { FavouriteButton } from './favourite-button';
import { SizePicker } from './size-picker';
import { StockMessage } from './stock-message';
import { StoreAvailability } from './store-availability';
import {
  addToCartBlock,
  colourOf,
  colourOptions,
  DEFAULT_QUANTITY,
  defaultSize,
  findVariant,
  maxQuantity,
  sizeChoices,
  stockStatus,
} from './variant-selection';

/**
 * Name, rating, price, colour and size, stock, quantity and add to cart. The size is validated on click
 * (the button stays focusable): without one, the size group says "Please select a size" and takes focus.
 */
export function BuyBox({
  product,
  requestedColour,
  onColourChange,
}: {
  product: ProductDetails;
  /** The colour the shopper asked for (URL), checked at once even before its product arrives. */
  requestedColour?: string | undefined;
  onColourChange: (colour: string) => void;
}) {
  const intl = useIntl();
  const favourites = useFeature('favorites');
  const colour = colourOf(product);
  const colours = colourOptions(product);
  const checkedColour = colours.some((o) => o.value === requestedColour)
    ? (requestedColour ?? colour)
    : colour;
  const [chosenSize, setSize] = useState<string | undefined>(undefined);
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const [sizeError, setSizeError] = useState(false);
  const [cartError, setCartError] = useState<string | null>(null);
  const sizesRef = useRef<HTMLDivElement>(null);
  const blockId = useId();
  const { addItem, isPending } = useAddToCart();
  const { open } = useDialogs();

  // A size chosen in another colour carries over only when this colour has it.
  const choices = sizeChoices(product, colour);
  const size = choices.some((c) => c.value === chosenSize && c.available)
    ? chosenSize
    : defaultSize(product, colour);
  const variant = findVariant(product, colour, size);
  const block = addToCartBlock(product, colour, size);
  const max = maxQuantity(variant);

  const addToCart = async () => {
    setCartError(null);
    if (block === 'chooseSize') {
      setSizeError(true);
      sizesRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    if (!variant || block) return;
    try {
      await addItem({ productId: variant.sku, qty: Math.min(quantity, max) });
    } catch (error) {
      // A generic failure is already toasted by the cart; the others belong next to the button.
      if (!isAddToCartError(error)) setCartError(errorMessage(intl, error));
      else if (error.failure.kind !== 'generic') setCartError(error.text);
    }
  };

  return (
    <div className={styles.box}>
      <div className={styles.heading}>
        {product.eyebrow || product.badge ? (
          <p className={styles.eyebrow}>
            {product.eyebrow ? <span>{product.eyebrow}</span> : null}
            {product.badge ? <Badge tone="brand">{product.badge}</Badge> : null}
          </p>
        ) : null}
        <h1 className={styles.name}>{product.name}</h1>
        <a className={styles.rating} href="#reviews">
          <Rating value={product.rating.score} count={product.reviewsCount} size="sm" showCount={false} />
          <FormattedMessage id="product.reviewsLink" values={{ count: product.reviewsCount }} />
        </a>
      </div>

      <PriceDisplay price={product.price} size="lg" />

      <ColourPicker options={colours} value={checkedColour} onChange={onColourChange} />

      <div ref={sizesRef}>
        <SizePicker
          choices={choices}
          value={size}
          onChange={(next) => {
            setSize(next);
            setSizeError(false);
          }}
          {...(sizeError && !size ? { error: intl.formatMessage({ id: 'product.size.required' }) } : {})}
        />
        {/* The size guide and "Notify me" dialogs load when opened (features/product/extras). */}
        {choices.length ? (
          <p className={styles.sizeHelp}>
            <Button variant="link" size="sm" onClick={() => open('sizeGuide', { product })}>
              <FormattedMessage id="product.sizeGuide" />
            </Button>
            {choices.some((c) => !c.available) ? (
              <Button
                variant="link"
                size="sm"
                onClick={() => open('backInStock', { product, colour, sizes: choices })}
              >
                <FormattedMessage id="product.notifyMe" />
              </Button>
            ) : null}
          </p>
        ) : null}
      </div>

      <StockMessage status={stockStatus(product, colour, size)} />

      <div className={styles.purchase}>
        <QuantityStepper value={quantity} onChange={setQuantity} max={max} productName={product.name} />
        <Button
          type="button"
          variant="primary"
          size="lg"
          className={styles.addToCart}
          loading={isPending}
          disabled={block === 'outOfStock' || block === 'pickupOnly'}
          aria-describedby={block && block !== 'chooseSize' ? blockId : undefined}
          onClick={addToCart}
        >
          <FormattedMessage id="product.addToCart" />
        </Button>
        {favourites ? <FavouriteButton productId={product.id} name={product.name} /> : null}
      </div>
      {block === 'outOfStock' || block === 'pickupOnly' ? (
        <p id={blockId} className={styles.note}>
          <FormattedMessage id={`product.addToCart.${block}`} />
        </p>
      ) : null}
      {cartError ? (
        <p className={styles.cartError} role="alert">
          {cartError}
        </p>
      ) : null}

      <StoreAvailability productId={product.id} sku={variant?.sku} />
    </div>
  );
}
