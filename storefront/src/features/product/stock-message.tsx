import { FormattedMessage } from '../../i18n/intl';
import { AlertIcon, CheckIcon, StoreIcon } from '../../ui/icons/icons';
import styles from './buy-box.module.css';
import type { StockStatus } from './variant-selection';

const ICONS = { inStock: CheckIcon, lowStock: AlertIcon, outOfStock: AlertIcon, pickupOnly: StoreIcon };

/** Online availability of the chosen variant (or the colour before a size is chosen). */
export function StockMessage({ status }: { status: StockStatus | undefined }) {
  if (!status) return null;
  const Icon = ICONS[status];
  return (
    <p className={styles.stock} data-status={status} role="status">
      <Icon size="sm" aria-hidden="true" />
      <FormattedMessage id={`product.stock.${status}`} />
    </p>
  );
}
