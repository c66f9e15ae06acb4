import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button/Button';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { StoreIcon } from '../../ui/icons/icons';
import styles from './buy-box.module.css';
import { useStoreStock } from './use-product';

/**
 * "Check store availability" opens the pickup-in-store dialog (the stores feature owns it) for the chosen
 * variant; with a store already chosen, its pickup stock for that variant shows under the button.
 */
export function StoreAvailability({
  productId,
  sku,
  storeId,
}: {
  productId: string;
  sku: string | undefined;
  storeId?: string | undefined;
}) {
  const { open } = useDialogs();
  return (
    <div className={styles.store}>
      <Button
        type="button"
        variant="link"
        icon={<StoreIcon size="sm" aria-hidden="true" />}
        onClick={() => open('pickupInStore', { productId, ...(sku ? { sku } : {}) })}
      >
        <FormattedMessage id="product.store.check" />
      </Button>
      {storeId && sku ? <StoreStock productId={productId} sku={sku} storeId={storeId} /> : null}
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
