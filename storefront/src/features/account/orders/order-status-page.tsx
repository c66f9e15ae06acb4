import { type FormEvent, useState } from 'react';
import { useSession } from '../../../commerce/commerce-context';
import { isApiError } from '../../../commerce/commerce-error';
import { isSignedIn } from '../../../commerce/session-state';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { Link } from '../../../ui/link/link';
import { accountPath } from '../area/account-path';
import { useStickyErrorToast } from './order-errors';
import { TrackedShipments } from './order-shipments';
import styles from './orders.module.css';
import { useTrackOrder } from './use-orders';

/**
 * The footer's "Order status" (/{locale}/order-status): anyone finds an order by its number and the email it
 * was placed with (TrackOrder) and sees its status and shipments. ORD400 belongs to the email field (the
 * catalogue's field-error); an unknown order (ORD409, OHS4004) is the catalogue's sticky toast.
 */
export function OrderStatusPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const session = useSession();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const track = useTrackOrder();
  const toast = useStickyErrorToast();
  const emailError =
    isApiError(track.error) && track.error.errorId === 'ORD400' ? errorMessage(intl, track.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { orderNumber: orderNumber.trim(), email: email.trim() };
    setMissing(!body.orderNumber || !body.email);
    if (!body.orderNumber || !body.email) return;
    track.mutate(body, {
      onError: (error) => {
        if (!isApiError(error) || error.errorId !== 'ORD400') toast(error);
      },
    });
  };

  return (
    <section className={styles.narrowPage} aria-labelledby="order-status-title">
      <h1 id="order-status-title">{t('accountArea.orders.track.title')}</h1>
      <p className={styles.muted}>{t('accountArea.orders.track.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('accountArea.orders.track.orderNumber')}
          name="orderNumber"
          autoComplete="off"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={missing && !orderNumber.trim() ? t('accountArea.orders.track.required') : undefined}
        />
        <TextField
          label={t('accountArea.orders.track.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={
            emailError ?? (missing && !email.trim() ? t('accountArea.orders.track.required') : undefined)
          }
        />
        <Button type="submit" variant="primary" loading={track.isPending}>
          {t('accountArea.orders.track.submit')}
        </Button>
      </form>
      {isSignedIn(session) ? (
        <p className={styles.muted}>
          {t('accountArea.orders.track.signedIn')}{' '}
          <Link to={accountPath(locale, 'orders')}>{t('accountArea.orders.track.toAccount')}</Link>
        </p>
      ) : null}
      {track.data ? (
        <section aria-labelledby="tracked-title" className={styles.section}>
          <h2 id="tracked-title">{t('accountArea.orders.order', { number: track.data.orderNumber })}</h2>
          <p className={styles.muted}>
            {t('accountArea.orders.placedOn', {
              date: intl.formatDate(track.data.createdAt, { dateStyle: 'long' }),
            })}
          </p>
          <p className={styles.status}>
            {t('accountArea.orders.statusLabel', {
              status: t(`accountArea.orders.status.${track.data.status}`),
            })}
          </p>
          <TrackedShipments order={track.data} />
        </section>
      ) : null}
    </section>
  );
}
