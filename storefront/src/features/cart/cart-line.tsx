import { type KeyboardEvent, type SyntheticEvent, useRef, useState } from 'react';
import type { Cart, CartItem } from '../../commerce/cart';
import { useSiteConfig } from '../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Badge } from '../../ui/badge/badge';
import { Button } from '../../ui/button/button';
import { Link } from '../../ui/link/link';
import { formatMoney } from '../../ui/price/format-money';
import { DEFAULT_MAX_QUANTITY } from '../../ui/quantity-stepper/clamp-quantity';
import { QuantityStepper } from '../../ui/quantity-stepper/quantity-stepper';
import { classifyCartFailure } from './add-to-cart-failure';
import { reportCartError } from './cart-banner-store';
import styles from './cart-line.module.css';
import { itemCodes, stockStateOf } from './cart-notices';
import { LineDelivery } from './delivery/line-delivery';
import { LineImage } from './line-image';
import { type LineMessage, LineMessages } from './line-messages';
import { failureText } from './use-add-to-cart';
import { useCartMutations } from './use-cart-changes';

/**
 * One cart line: image, name (to the product page), colour and size, price, quantity, Remove, Save for later,
 * Favourite (when the site has favourites), its stock state and item codes, failures shown on the line, and
 * the delivery choice slot (features/cart/delivery).
 */
export function CartLine({ line, cart, favorites }: { line: CartItem; cart: Cart; favorites: boolean }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const mutations = useCartMutations();
  const [message, setMessage] = useState<LineMessage | null>(null);
  /** Set when a typed quantity was over the max: the clamped change that follows keeps the message. */
  const overMax = useRef(false);
  const codes = itemCodes(line, cart);
  const name = line.name ?? line.productId;
  const max = line.maxQty || DEFAULT_MAX_QUANTITY;
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  const error = (text: string): LineMessage => ({ text, tone: 'error' });
  const maxText = () => intl.formatMessage({ id: 'cart.add.maxQuantity' }, { max });

  /** The line-level text of a failed change: max quantity and item-level ids by their message, else `fallback`. */
  const failed = (cause: unknown, fallback: string) => {
    if (reportCartError(cause)) return;
    const failure = classifyCartFailure(cause, cart, { itemId: line.id });
    const known = failure.kind === 'max-quantity' || failure.kind === 'item';
    setMessage(error(known ? failureText(intl, failure, cause) : intl.formatMessage({ id: fallback })));
  };

  // The stepper clamps a typed quantity to the max; read what was typed first to say why (ADDED_MAX_QUANTITY).
  const checkTyped = (event: SyntheticEvent) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && Number(input.value) > max) {
      overMax.current = true;
      setMessage(error(maxText()));
    }
  };

  const changeQuantity = (qty: number) => {
    if (!overMax.current) setMessage(null);
    overMax.current = false;
    mutations.updateQuantity.mutate(
      { itemId: line.id, qty },
      { onError: (cause) => failed(cause, 'cart.line.updateFailed') },
    );
  };
  const remove = () => {
    setMessage(null);
    mutations.removeItem.mutate(line.id, {
      onError: (cause) => {
        if (!reportCartError(cause)) setMessage(error(intl.formatMessage({ id: 'cart.line.removeFailed' })));
      },
    });
  };
  const saveForLater = () => {
    setMessage(null);
    mutations.saveForLater.mutate(line.id, { onError: (cause) => failed(cause, 'cart.line.saveFailed') });
  };
  const favourite = () => {
    mutations.addFavorite.mutate(line.masterId ?? line.productId, {
      onSuccess: (result) =>
        setMessage(
          result.ok
            ? { text: intl.formatMessage({ id: 'cart.line.favorited' }), tone: 'info' }
            : error(intl.formatMessage({ id: 'cart.line.favoriteFailed' })),
        ),
    });
  };

  const color = line.attributes?.find((a) => a.name === 'color');
  const size = line.attributes?.find((a) => a.name === 'size');
  const others = line.attributes?.filter((a) => a !== color && a !== size) ?? [];
  return (
    <li className={styles.line}>
      <LineImage src={line.imageUrl} alt="" />
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 className={styles.name}>{line.pdpUrl ? <Link to={line.pdpUrl}>{name}</Link> : name}</h3>
          <p className={styles.price}>
            {line.price.original > line.price.current ? (
              <span className={styles.original}>{money(line.price.original * line.qty)}</span>
            ) : null}
            <span>{money(line.price.rowTotal)}</span>
          </p>
        </div>
        {line.bonus ? (
          <p>
            <Badge tone="success">
              <FormattedMessage id="cart.line.gift" />
            </Badge>
          </p>
        ) : null}
        {color ? (
          <p className={styles.meta}>
            {intl.formatMessage({ id: 'cart.line.color' }, { value: color.value })}
          </p>
        ) : null}
        {size ? (
          <p className={styles.meta}>{intl.formatMessage({ id: 'cart.line.size' }, { value: size.value })}</p>
        ) : null}
        {others.map((a) => (
          <p key={a.name} className={styles.meta}>
            {intl.formatMessage({ id: 'cart.line.attribute' }, { name: a.name, value: a.value })}
          </p>
        ))}
        {line.qty > 1 ? (
          <p className={styles.meta}>
            {intl.formatMessage({ id: 'cart.line.each' }, { price: money(line.price.current) })}
          </p>
        ) : null}
        {line.bonus ? null : (
          <div className={styles.controls}>
            <div
              onBlurCapture={checkTyped}
              onKeyDownCapture={(event: KeyboardEvent) => {
                if (event.key === 'Enter') checkTyped(event);
              }}
            >
              <QuantityStepper
                value={line.qty}
                max={max}
                productName={name}
                disabled={mutations.updateQuantity.isPending}
                onChange={changeQuantity}
              />
            </div>
            <div className={styles.actions}>
              <Button
                variant="link"
                size="sm"
                loading={mutations.removeItem.isPending}
                onClick={remove}
                aria-label={intl.formatMessage({ id: 'cart.line.removeNamed' }, { name })}
              >
                <FormattedMessage id="cart.line.remove" />
              </Button>
              <Button
                variant="link"
                size="sm"
                loading={mutations.saveForLater.isPending}
                onClick={saveForLater}
                aria-label={intl.formatMessage({ id: 'cart.line.saveForLaterNamed' }, { name })}
              >
                <FormattedMessage id="cart.line.saveForLater" />
              </Button>
              {favorites ? (
                <Button
                  variant="link"
                  size="sm"
                  loading={mutations.addFavorite.isPending}
                  onClick={favourite}
                  aria-label={intl.formatMessage({ id: 'cart.line.favoriteNamed' }, { name })}
                >
                  <FormattedMessage id="cart.line.favorite" />
                </Button>
              ) : null}
            </div>
          </div>
        )}
        <LineMessages stock={stockStateOf(line, codes)} codes={codes} failure={message} />
        <LineDelivery line={line} cart={cart} />
      </div>
    </li>
  );
}
