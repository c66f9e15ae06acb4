import { useState } from 'react';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { Picture } from '../../ui/image/picture';
import { Link } from '../../ui/link/link';
import { PriceDisplay } from '../../ui/price/price-display';
import { Rating } from '../../ui/rating/rating';
import { Skeleton } from '../../ui/spinner/skeleton';
import { isAddToCartError, useAddToCart } from '../cart/use-add-to-cart';
import styles from './quickshop-dialog.module.css';
import { colorChoices, initialColor, onlySize, sizeChoices, variantFor } from './quickshop-options';
import { useProductDetails } from './use-product-details';

declare module '../../ui/dialog/dialog-ids' {
  interface DialogRegistry {
    quickshop: { productId: string };
  }
}

export interface QuickshopDialogProps {
  productId: string;
  onClose: () => void;
}

/** Quick shop (spec 000 section 2's dialog list): choose colour and size and add to the cart from a listing. */
export default function QuickshopDialog({ productId, onClose }: QuickshopDialogProps) {
  const intl = useIntl();
  const [color, setColor] = useState<string>();
  // A colour change asks for that colour's details: its images and price follow it (the last answer stays).
  const details = useProductDetails(productId, color);
  const product = details.data;
  const title = product?.name ?? intl.formatMessage({ id: 'catalogue.quickshop.title' });
  return (
    <Dialog title={title} onClose={onClose} size="lg">
      {product ? (
        <QuickshopBody
          product={product}
          color={color ?? initialColor(product)}
          onColor={setColor}
          onClose={onClose}
        />
      ) : details.isError ? (
        <div className={styles.error} role="alert">
          <p>{errorMessage(intl, details.error)}</p>
          <Button variant="secondary" onClick={() => details.refetch()}>
            {intl.formatMessage({ id: 'catalogue.retry' })}
          </Button>
        </div>
      ) : (
        <div className={styles.layout} aria-busy="true">
          <Skeleton shape="rect" height="20rem" />
          <div className={styles.details}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
            <Skeleton shape="rect" height="6rem" />
          </div>
        </div>
      )}
    </Dialog>
  );
}

type Product = NonNullable<ReturnType<typeof useProductDetails>['data']>;

function QuickshopBody({
  product,
  color,
  onColor,
  onClose,
}: {
  product: Product;
  color: string | undefined;
  onColor: (color: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const cart = useAddToCart();
  const [chosenSize, setSize] = useState<string | undefined>(() => onlySize(product));
  const [error, setError] = useState<string>();
  const [tried, setTried] = useState(false);
  const colors = colorChoices(product);
  const sizes = sizeChoices(product, color);
  const size = sizes.find((s) => s.value === chosenSize && s.available)?.value;
  const variant = variantFor(product, color, size);
  const colorLabel = colors.find((c) => c.value === color)?.label;
  const image = product.images[0];

  const add = async () => {
    setTried(true);
    setError(undefined);
    if (!variant) return;
    try {
      // The add opens the mini cart in this dialog's place.
      await cart.addItem({ upc: variant.upc, qty: 1 });
    } catch (e) {
      setError(isAddToCartError(e) ? e.text : errorMessage(intl, e));
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.media}>
        {image ? <Picture src={image.url} alt={image.alt} width={480} height={600} priority /> : null}
      </div>
      <div className={styles.details}>
        <PriceDisplay price={product.price} size="lg" />
        {product.reviewsCount > 0 ? (
          <Rating value={product.rating.score} count={product.reviewsCount} />
        ) : null}

        {colors.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>
              {intl.formatMessage({ id: 'catalogue.quickshop.color' })}
              {colorLabel ? <span className={styles.chosen}>{colorLabel}</span> : null}
            </legend>
            <div className={styles.swatches}>
              {colors.map((c) => (
                <label key={c.value} className={styles.swatch} title={c.label}>
                  <input
                    type="radio"
                    name={`qs-color-${product.masterId}`}
                    value={c.value}
                    checked={c.value === color}
                    onChange={() => onColor(c.value)}
                    className={styles.swatchInput}
                  />
                  <span className={styles.swatchChip} aria-hidden="true">
                    {c.swatch ? <Picture src={c.swatch} alt="" width={40} height={40} /> : null}
                  </span>
                  <span className={styles.swatchName}>
                    {c.available
                      ? c.label
                      : intl.formatMessage({ id: 'catalogue.quickshop.colorSoldOut' }, { color: c.label })}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'catalogue.quickshop.size' })}</legend>
          <div className={styles.sizes}>
            {sizes.map((s) => (
              <label key={s.value} className={styles.size} data-unavailable={!s.available || undefined}>
                <input
                  type="radio"
                  name={`qs-size-${product.masterId}`}
                  value={s.value}
                  checked={s.value === size}
                  disabled={!s.available}
                  onChange={() => setSize(s.value)}
                  className={styles.sizeInput}
                  aria-label={
                    s.available
                      ? s.label
                      : intl.formatMessage({ id: 'catalogue.quickshop.sizeUnavailable' }, { size: s.label })
                  }
                />
                <span aria-hidden="true">{s.label}</span>
              </label>
            ))}
          </div>
          {tried && !size ? (
            <p className={styles.hint} role="alert">
              {intl.formatMessage({ id: 'catalogue.quickshop.chooseSize' })}
            </p>
          ) : null}
        </fieldset>

        {error ? (
          <p className={styles.hint} role="alert">
            {error}
          </p>
        ) : null}

        <Button fullWidth size="lg" loading={cart.isPending} onClick={add}>
          {intl.formatMessage({ id: 'catalogue.quickshop.addToCart' })}
        </Button>
        <Link className={styles.more} to={product.pdpUrl} onClick={onClose}>
          {intl.formatMessage({ id: 'catalogue.quickshop.fullDetails' })}
        </Link>
      </div>
    </div>
  );
}
