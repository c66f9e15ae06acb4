import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/Button';
import { Dialog } from '../../ui/dialog/Dialog';
import type { DialogComponentProps } from '../../ui/dialog/DialogHost';
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
