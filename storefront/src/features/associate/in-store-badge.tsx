import { useSession } from '../../commerce/commerce-context';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/Button';
import { useToasts } from '../../ui/toast/toast-store';
import styles from './associate.module.css';
import { associateErrorMessage } from './associate-error';
import { useEndInStoreSession } from './use-associate';

/**
 * The header's in-store strip while an associate sells (spec 000 section 6): the store and the employee
 * of the buy-in-store session, and "End in-store session", which clears it and goes to the associate login.
 * Loaded only in associate mode (site-header.tsx), with the associate's texts.
 */
export default function InStoreBadge() {
  const intl = useIntl();
  const toasts = useToasts();
  const { buyInStore } = useSession();
  const end = useEndInStoreSession();
  if (!buyInStore) return null;
  return (
    <section className={styles.badge} aria-label={intl.formatMessage({ id: 'associate.badge.label' })}>
      <p>
        {intl.formatMessage(
          { id: 'associate.badge.text' },
          {
            store: buyInStore.storeName,
            employee: buyInStore.storeEmployeeName,
            id: buyInStore.storeEmployeeId,
          },
        )}
      </p>
      <Button
        variant="secondary"
        size="sm"
        loading={end.isPending}
        onClick={() =>
          end.mutate(undefined, {
            onError: (error) => toasts.show({ title: associateErrorMessage(intl, error), tone: 'error' }),
          })
        }
      >
        {intl.formatMessage({ id: 'associate.badge.end' })}
      </Button>
    </section>
  );
}
