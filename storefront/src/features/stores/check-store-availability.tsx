import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { StoreIcon } from '../../ui/icons/icons';
import { useChosenStore } from './chosen-store';
import styles from './stores.module.css';

/** The product page's "Check store availability": the chosen store's name and the store picker. */
export function CheckStoreAvailability({ productId, sku }: { productId: string; sku?: string | undefined }) {
  const intl = useIntl();
  const { open } = useDialogs();
  const chosen = useChosenStore();
  return (
    <p className={styles.availability}>
      {chosen ? <span>{intl.formatMessage({ id: 'stores.chosen' }, { store: chosen.name })}</span> : null}
      <Button
        variant="link"
        size="sm"
        icon={<StoreIcon size="sm" />}
        onClick={() => open('pickupInStore', { productId, ...(sku ? { sku } : {}) })}
      >
        {intl.formatMessage({ id: 'stores.checkAvailability' })}
      </Button>
    </p>
  );
}
