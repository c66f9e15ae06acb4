import type { Address } from '../../../../../contracts/entities/address';
import { addressIdOf } from '../../../commerce/account/address-book-rules';
import { useIntl } from '../../../i18n/intl';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { addressLines } from '../../checkout/address-lines';
import styles from '../area/account-cards.module.css';

interface AddressCardProps {
  readonly address: Address;
  readonly busy: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  readonly onMakeMain: () => void;
}

/** One saved address: its lines, the main badge, and edit, delete and make main (when it is not main). */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeMain }: AddressCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `accountArea.addresses.${id}` });
  const [name, ...rest] = addressLines(address).split('\n');
  const labelId = `address-${addressIdOf(address)}`;
  return (
    <li className={styles.card} aria-labelledby={labelId}>
      <p className={styles.name} id={labelId}>
        {name}
        {address.main ? <Badge>{t('main')}</Badge> : null}
      </p>
      <p className={styles.lines}>{rest.join('\n')}</p>
      {address.phone ? <p className={styles.lines}>{address.phone}</p> : null}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-describedby={labelId} disabled={busy}>
          {t('edit')}
        </Button>
        {address.main ? null : (
          <Button
            size="sm"
            variant="secondary"
            onClick={onMakeMain}
            aria-describedby={labelId}
            disabled={busy}
          >
            {t('makeMain')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDelete} aria-describedby={labelId} disabled={busy}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
