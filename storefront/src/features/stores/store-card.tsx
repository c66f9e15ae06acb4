import type { ReactNode } from 'react';
import type { ShippingMethodCode } from '../../../../contracts/entities/shipping-method';
import type { Store } from '../../../../contracts/entities/store';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { addressLine, dayOf, hoursOn, INTL_DISTANCE_UNIT, shelfStateOf, timeOfDay } from './store-format';
import styles from './stores.module.css';

/** One store of the picker: name, address, distance, today's hours, the asked sku's stock, Select. */
export function StoreCard({
  store,
  sku,
  current,
  pending,
  method,
  onSelect,
  selectLabel,
  selectNamedLabel,
  children,
}: {
  store: Store;
  sku: string | undefined;
  current: boolean;
  /** The method the selection is for (a line switched to pickup or ship to store), if any. */
  method?: ShippingMethodCode | undefined;
  pending: boolean;
  onSelect: () => void;
  /** The button's words where it is not "Select this store" (the locator's "Choose as my store"). */
  selectLabel?: string | undefined;
  selectNamedLabel?: string | undefined;
  /** More about the store under its facts (the locator's week of opening hours). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  // The search asked in the site's unit, so the answer's distances are in it.
  const { settings } = useSiteConfig();
  const today = hoursOn(store.hours, dayOf(new Date()));
  const time = (hhmm: string) => timeOfDay(hhmm, intl.locale, settings.clock);
  const shelf = shelfStateOf(store, sku);
  const offered = method === 'sts' ? store.stsEnabled : method === 'pickup' ? store.pickupEnabled : true;
  return (
    <li className={[styles.store, current ? styles.current : ''].filter(Boolean).join(' ')}>
      <div>
        <h3 className={styles.name}>
          <span>{store.name}</span>
          {current ? (
            <span className={styles.badge}>{intl.formatMessage({ id: 'stores.current' })}</span>
          ) : null}
        </h3>
        <p className={styles.facts}>
          <span>{addressLine(store.address)}</span>
          {store.distance !== undefined ? (
            <span>
              {intl.formatNumber(store.distance, {
                style: 'unit',
                unit: INTL_DISTANCE_UNIT[settings.distanceUnit],
                maximumFractionDigits: 1,
              })}
            </span>
          ) : null}
          <span>
            {today
              ? intl.formatMessage(
                  { id: 'stores.hours.today' },
                  { open: time(today.open), close: time(today.close) },
                )
              : intl.formatMessage({ id: 'stores.hours.closedToday' })}
          </span>
          {shelf !== 'unknown' ? (
            <span className={styles[shelf]}>{intl.formatMessage({ id: `stores.stock.${shelf}` })}</span>
          ) : null}
          {!store.pickupEnabled && method !== 'sts' ? (
            <span>{intl.formatMessage({ id: 'stores.pickupOff' })}</span>
          ) : null}
          {method === 'sts' && !store.stsEnabled ? (
            <span>{intl.formatMessage({ id: 'stores.stsOff' })}</span>
          ) : null}
        </p>
        {children}
      </div>
      <Button
        variant={current ? 'secondary' : 'primary'}
        size="sm"
        loading={pending}
        disabled={!offered}
        aria-label={
          selectNamedLabel ?? intl.formatMessage({ id: 'stores.selectNamed' }, { store: store.name })
        }
        onClick={onSelect}
      >
        {selectLabel ?? intl.formatMessage({ id: 'stores.select' })}
      </Button>
    </li>
  );
}
