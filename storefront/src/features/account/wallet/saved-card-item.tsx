import type { WalletCard } from '../../../commerce/account/wallet';
import { useIntl } from '../../../i18n/intl';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { addressLines } from '../../checkout/address-lines';
import styles from '../area/account-cards.module.css';

interface SavedCardItemProps {
  readonly card: WalletCard;
  readonly busy: boolean;
  readonly onMakeMain: () => void;
  readonly onEditBilling: () => void;
  readonly onDelete: () => void;
}

/** A saved card: brand, last four, expiry, holder, its billing address; make main, edit billing, delete. */
export function SavedCardItem({ card, busy, onMakeMain, onEditBilling, onDelete }: SavedCardItemProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `accountArea.wallet.${id}` }, values);
  const labelId = `card-${card.paymentInstrumentId}`;
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
  return (
    <li className={styles.card} aria-labelledby={labelId}>
      <p className={styles.name} id={labelId}>
        {t('cardName', { brand: card.cardType, lastFour: card.lastFour })}
        {card.main ? <Badge>{t('mainCard')}</Badge> : null}
      </p>
      <p className={styles.lines}>{t('cardDetails', { expiry, holder: card.holderName })}</p>
      {card.address ? (
        <p className={styles.lines}>
          {t('billedTo')} {addressLines(card.address).replace(/\n/g, ', ')}
        </p>
      ) : null}
      <div className={styles.actions}>
        {card.main ? null : (
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
        <Button
          size="sm"
          variant="secondary"
          onClick={onEditBilling}
          aria-describedby={labelId}
          disabled={busy}
        >
          {t('editBilling')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-describedby={labelId} disabled={busy}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
