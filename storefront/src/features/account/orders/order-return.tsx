import { useState } from 'react';
import { returnReason } from '../../../../../contracts/entities/purchase';
import type { Purchase, ReturnLabel } from '../../../commerce/account/orders';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { SelectField } from '../../../ui/field/select-field';
import { useStickyErrorToast } from './order-errors';
import styles from './orders.module.css';
import { useCreateReturn } from './use-orders';

type Reason = (typeof returnReason.options)[number];

/** The label of an opened return: its carrier, tracking number, deadline and the printable PDF. */
export function ReturnOpened({ label }: { label: ReturnLabel }) {
  const intl = useIntl();
  return (
    <Banner tone="success">
      <p>
        {intl.formatMessage(
          { id: 'accountArea.orders.returnCreated' },
          {
            id: label.returnId,
            carrier: label.carrier,
            number: label.trackingNumber,
            date: intl.formatDate(label.expiresAt, { dateStyle: 'medium' }),
          },
        )}
      </p>
      <a href={label.labelUrl} download target="_blank" rel="noopener noreferrer">
        {intl.formatMessage({ id: 'accountArea.orders.returnLabel' })}
      </a>
    </Banner>
  );
}

/**
 * Open a return: the returnable items, each with a reason; the label goes to `onOpened`. A refused return
 * (RTN500) or a missing order is the catalogue's sticky toast.
 */
export function ReturnItems({
  purchase,
  onOpened,
}: {
  purchase: Purchase;
  /** The opened return's label: the order page keeps it in view, even once nothing is left to return. */
  onOpened: (label: ReturnLabel) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const returnable = purchase.items.filter((item) => item.returnableQty > 0);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Record<string, Reason | undefined>>({});
  const [missing, setMissing] = useState(false);
  const create = useCreateReturn(purchase.orderId);
  const toast = useStickyErrorToast();

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('accountArea.orders.return')}
      </Button>
    );
  const submit = () => {
    const items = returnable
      .filter((item) => chosen[item.itemId])
      .map((item) => ({
        itemId: item.itemId,
        qty: item.returnableQty,
        reasonCode: chosen[item.itemId] as Reason,
      }));
    setMissing(items.length === 0);
    if (items.length)
      create.mutate(
        { items },
        {
          onSuccess: (label) => {
            setOpen(false);
            setChosen({});
            onOpened(label);
          },
          onError: toast,
        },
      );
  };
  return (
    <section className={styles.panel} aria-labelledby="return-title">
      <h2 id="return-title">{t('accountArea.orders.returnTitle')}</h2>
      <p>{t('accountArea.orders.returnText')}</p>
      {returnable.map((item) => {
        const reason = chosen[item.itemId];
        return (
          <div key={item.itemId} className={styles.returnItem}>
            <Checkbox
              label={t('accountArea.orders.returnItem', { name: item.name, qty: item.returnableQty })}
              checked={reason !== undefined}
              onChange={(event) =>
                setChosen((c) => ({ ...c, [item.itemId]: event.target.checked ? 'TOO_SMALL' : undefined }))
              }
            />
            {reason ? (
              <SelectField
                label={t('accountArea.orders.returnReason', { name: item.name })}
                value={reason}
                onChange={(event) =>
                  setChosen((c) => ({ ...c, [item.itemId]: event.target.value as Reason }))
                }
                options={returnReason.options.map((value) => ({
                  value,
                  label: t(`accountArea.orders.returnReason.${value}`),
                }))}
              />
            ) : null}
          </div>
        );
      })}
      {missing ? (
        <p className={styles.error} role="alert">
          {t('accountArea.orders.returnNone')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" loading={create.isPending} onClick={submit}>
          {t('accountArea.orders.returnSubmit')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('accountArea.orders.returnCancel')}
        </Button>
      </div>
    </section>
  );
}
