import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { RadioGroup } from '../../../ui/field/radio-group';
import styles from './payment.module.css';
import type { Instrument } from './payment-rules';

export type KlarnaCategory = Extract<
  Instrument,
  { payment_method_id: 'KLARNA' }
>['payment_method_categories'][number];

interface BnplProviderDialogProps {
  readonly categories: readonly KlarnaCategory[];
  readonly busy: boolean;
  /** The shopper's decision: approve (or decline) paying with the chosen category. */
  readonly onDecide: (category: string, approved: boolean) => void;
}

/**
 * The buy-now-pay-later provider's dialog (spec 000 section 2). Offline it stands in for the provider's
 * widget: the categories the session offers, then approve or decline; in production the provider's own
 * widget renders here from the session's client token.
 */
export function BnplProviderDialog({ categories, busy, onDecide }: BnplProviderDialogProps) {
  const intl = useIntl();
  const [category, setCategory] = useState(categories[0]?.identifier ?? 'pay_later');
  return (
    <Dialog
      title={intl.formatMessage({ id: 'payment.klarna.dialogTitle' })}
      onClose={() => onDecide(category, false)}
      closeOnBackdrop={false}
      footer={
        <div className={styles.actions}>
          <Button onClick={() => onDecide(category, true)} loading={busy}>
            <FormattedMessage id="payment.klarna.approve" />
          </Button>
          <Button variant="secondary" onClick={() => onDecide(category, false)} disabled={busy}>
            <FormattedMessage id="payment.klarna.decline" />
          </Button>
        </div>
      }
    >
      <RadioGroup
        legend={intl.formatMessage({ id: 'payment.klarna.category' })}
        name="klarnaCategory"
        value={category}
        onChange={setCategory}
        options={categories.map((c) => ({ value: c.identifier, label: c.name }))}
      />
    </Dialog>
  );
}
