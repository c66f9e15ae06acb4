import { type ReactNode, useState } from 'react';
import { isApiError } from '../../commerce/commerce-error';
import type { SavedForLater } from '../../commerce/wishlists';
import { useSiteConfig } from '../../config/site-config-provider';
import { errorMessage } from '../../i18n/error-message';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { Link } from '../../ui/link/link';
import { LineImage } from './line-image';
import styles from './saved-for-later.module.css';
import { useCartMutations, useSavedForLater, useSavedItemProduct } from './use-cart-changes';

type SavedItem = SavedForLater['items'][number];

/** Largest page the list call takes (startCountQuery). */
const MAX_COUNT = 100;

/**
 * The saved-for-later list under the cart, and as the account's page (`heading` 1, with the `empty` text when
 * nothing is saved): pages of the configured size, Move to cart (keeps the link), Remove.
 */
export function SavedForLaterList({ heading = 2, empty = null }: { heading?: 1 | 2; empty?: ReactNode }) {
  const intl = useIntl();
  const { settings } = useSiteConfig();
  const [pages, setPages] = useState(1);
  const count = Math.min(MAX_COUNT, settings.savedForLaterPageSize * pages);
  const { data: list, isLoading } = useSavedForLater(count);
  if (isLoading) return null;
  if (!list || list.items.length === 0) return empty;
  const total = list.total ?? list.items.length;
  const Heading = heading === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.section} aria-labelledby="saved-for-later-heading" data-heading={heading}>
      <Heading id="saved-for-later-heading" className={styles.heading}>
        <FormattedMessage id="cart.saved.heading" />{' '}
        <span className={styles.meta}>
          {intl.formatMessage({ id: 'cart.saved.count' }, { count: total })}
        </span>
      </Heading>
      <ul className={styles.list}>
        {list.items.map((item) => (
          <SavedEntry key={item.itemId} item={item} listId={list.saveForLaterId} />
        ))}
      </ul>
      {total > list.items.length && count < MAX_COUNT ? (
        <Button variant="secondary" onClick={() => setPages((p) => p + 1)}>
          <FormattedMessage id="cart.saved.more" />
        </Button>
      ) : null}
    </section>
  );
}

function SavedEntry({ item, listId }: { item: SavedItem; listId: string }) {
  const intl = useIntl();
  const { moveSavedToCart, removeSavedItem } = useCartMutations();
  const product = useSavedItemProduct(item.masterId ?? item.productId).data;
  const [failure, setFailure] = useState<string | null>(null);
  const name = product?.name ?? item.productId;
  const failed = (fallback: string) => (cause: unknown) =>
    setFailure(
      isApiError(cause) && cause.handlingKinds.includes('item-level')
        ? errorMessage(intl, cause)
        : intl.formatMessage({ id: fallback }),
    );
  return (
    <li className={styles.item}>
      <LineImage src={product?.imageUrl} alt="" size={72} />
      <div className={styles.body}>
        <p className={styles.name}>{product ? <Link to={product.pdpUrl}>{name}</Link> : name}</p>
        <p className={styles.meta}>{intl.formatMessage({ id: 'cart.saved.quantity' }, { qty: item.qty })}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            loading={moveSavedToCart.isPending}
            aria-label={intl.formatMessage({ id: 'cart.saved.moveToCartNamed' }, { name })}
            onClick={() => {
              setFailure(null);
              moveSavedToCart.mutate(
                { listId, itemId: item.itemId },
                { onError: failed('cart.saved.moveFailed') },
              );
            }}
          >
            <FormattedMessage id="cart.saved.moveToCart" />
          </Button>
          <Button
            variant="link"
            size="sm"
            loading={removeSavedItem.isPending}
            aria-label={intl.formatMessage({ id: 'cart.saved.removeNamed' }, { name })}
            onClick={() => {
              setFailure(null);
              removeSavedItem.mutate(
                { listId, itemId: item.itemId },
                { onError: failed('cart.saved.removeFailed') },
              );
            }}
          >
            <FormattedMessage id="cart.saved.remove" />
          </Button>
        </div>
        <div role="alert">{failure ? <p className={styles.error}>{failure}</p> : null}</div>
      </div>
    </li>
  );
}
