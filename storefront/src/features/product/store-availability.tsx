import { FormattedMessage } from '../../i18n/intl';
import { CheckStoreAvailability } from '../stores/check-store-availability';
import { useChosenStore } from '../stores/chosen-store';
import styles from './buy-box.module.css';
import { useStoreStock } from './use-product';

/**
 * The stores feature's "Check store availability" (the chosen store's name and the store picker), and
 * once a store is chosen and a size picked, that store's pickup stock of the variant.
 */
export function StoreAvailability({ productId, sku }: { productId: string; sku: string | undefined }) {
  const chosen = useChosenStore();
  return (
    <div className={styles.store}>
      <CheckStoreAvailability productId={productId} sku={sku} />
      {chosen && sku ? <StoreStock productId={productId} sku={sku} storeId={chosen.id} /> : null}
    </div>
  );
}

function StoreStock({ productId, sku, storeId }: { productId: string; sku: string; storeId: string }) {
  const { data: store } = useStoreStock(productId, sku, storeId);
  if (!store) return null;
  return (
    <p className={styles.storeStock} role="status">
      {store.pickup.available ? (
        <FormattedMessage id="product.store.available" values={{ quantity: store.pickup.quantity }} />
      ) : (
        <FormattedMessage id="product.store.unavailable" />
      )}
    </p>
  );
}
