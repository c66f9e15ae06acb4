import { useState } from 'react';
import type { Favorites } from '../../../commerce/wishlists';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { Link } from '../../../ui/link/link';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { LineImage } from '../../cart/line-image';
import { isAddToCartError, useAddToCart } from '../../cart/use-add-to-cart';
import { useSavedItemProduct } from '../../cart/use-cart-changes';
import styles from './favorites.module.css';
import { useFavoriteChoices, useRemoveFavorite } from './use-favorites';

type FavoriteItem = Favorites['items'][number];

/**
 * One favourite: its product's image, name and link; when `editable`, a size (when there is more than one to
 * choose from), Move to cart (added, then taken off the list) and Remove. A removal that fails only logs
 * (spec 000 section 8); a failed add says why at the entry.
 */
export function FavoriteEntry({ item, editable }: { item: FavoriteItem; editable: boolean }) {
  const intl = useIntl();
  const product = useSavedItemProduct(item.id).data;
  const remove = useRemoveFavorite();
  const choices = useFavoriteChoices(item.id, editable).data ?? [];
  const [chosen, setChosen] = useState('');
  const { addItem, isPending } = useAddToCart();
  const [failure, setFailure] = useState<string | null>(null);
  const name = product?.name ?? item.id;
  const t = (id: string) => intl.formatMessage({ id }, { name });
  const sku = choices.length === 1 ? choices[0]?.sku : choices.find((c) => c.sku === chosen)?.sku;
  const moveToCart = async () => {
    setFailure(null);
    if (!sku) {
      setFailure(
        t(choices.length === 0 ? 'accountArea.favorites.unavailable' : 'accountArea.favorites.chooseSize'),
      );
      return;
    }
    try {
      await addItem({ productId: sku, qty: 1 });
    } catch (error) {
      setFailure(isAddToCartError(error) ? error.text : t('accountArea.favorites.moveFailed'));
      return;
    }
    remove.mutate(item.itemId);
  };
  return (
    <li className={styles.item}>
      <LineImage src={product?.imageUrl} alt="" size={96} />
      <div className={styles.body}>
        <p className={styles.name}>{product ? <Link to={product.pdpUrl}>{name}</Link> : name}</p>
        {editable && choices.length > 1 ? (
          <SelectField
            label={
              <>
                {intl.formatMessage({ id: 'accountArea.favorites.size' })}
                <VisuallyHidden>{t('accountArea.favorites.sizeOf')}</VisuallyHidden>
              </>
            }
            placeholder={t('accountArea.favorites.choose')}
            options={choices.map((c) => ({ value: c.sku, label: c.size }))}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          />
        ) : null}
        {editable ? (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              loading={isPending}
              aria-label={t('accountArea.favorites.moveToCartNamed')}
              onClick={() => void moveToCart()}
            >
              {intl.formatMessage({ id: 'accountArea.favorites.moveToCart' })}
            </Button>
            <Button
              variant="link"
              size="sm"
              loading={remove.isPending}
              aria-label={t('accountArea.favorites.removeNamed')}
              onClick={() => remove.mutate(item.itemId)}
            >
              {intl.formatMessage({ id: 'accountArea.favorites.remove' })}
            </Button>
          </div>
        ) : null}
        <div role="alert">{failure ? <p className={styles.error}>{failure}</p> : null}</div>
      </div>
    </li>
  );
}
