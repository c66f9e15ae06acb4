import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host';
import styles from './stores.module.css';

/** Dialog `storeChanged`: the notice after a store change moved the pickup lines. */
export default function StoreChangedDialog({ store, onClose }: DialogComponentProps<'storeChanged'>) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage({ id: 'stores.changed.title' })}
      onClose={onClose}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'stores.changed.ok' })}</Button>
        </div>
      }
    >
      <p role="status">{intl.formatMessage({ id: 'stores.changed.body' }, { store: store.name })}</p>
    </Dialog>
  );
}
