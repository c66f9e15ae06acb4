import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host';
import { useDialogs } from '../../ui/dialog/dialog-store';
import styles from './stores.module.css';
import { useApplyStore } from './use-apply-store';

/** Dialog `changeStoreConfirmation`: "Change store? Items for pickup will move to {store}." */
export default function ChangeStoreDialog({
  store,
  cartId,
  moves,
  apply,
  onClose,
}: DialogComponentProps<'changeStoreConfirmation'>) {
  const intl = useIntl();
  const { open } = useDialogs();
  const applyStore = useApplyStore();
  const confirm = () =>
    applyStore.mutate({ store, cartId, moves, apply }, { onSuccess: () => open('storeChanged', { store }) });
  return (
    <Dialog
      title={intl.formatMessage({ id: 'stores.change.title' })}
      onClose={onClose}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'stores.change.cancel' })}
          </Button>
          <Button onClick={confirm} loading={applyStore.isPending}>
            {intl.formatMessage({ id: 'stores.change.confirm' })}
          </Button>
        </div>
      }
    >
      <p>{intl.formatMessage({ id: 'stores.change.body' }, { store: store.name })}</p>
      {applyStore.error ? (
        <p role="alert" className={styles.alert}>
          {errorMessage(intl, applyStore.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
