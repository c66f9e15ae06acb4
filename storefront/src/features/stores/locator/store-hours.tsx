import { DAYS } from '../../../../../contracts/common/week-days';
import type { Store } from '../../../../../contracts/entities/store';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { hoursOn, timeOfDay } from '../store-format';
import styles from './store-locator.module.css';

/** A store's week, Monday first: each day's hours on the site's clock, or closed. */
export function StoreHours({ hours }: { hours: Store['hours'] }) {
  const intl = useIntl();
  const { settings } = useSiteConfig();
  const time = (hhmm: string) => timeOfDay(hhmm, intl.locale, settings.clock);
  return (
    <details className={styles.hours}>
      <summary>{intl.formatMessage({ id: 'stores.locator.hours' })}</summary>
      <dl>
        {DAYS.map((day) => {
          const open = hoursOn(hours, day);
          return (
            <div key={day} className={styles.day}>
              <dt>{intl.formatMessage({ id: `stores.locator.day.${day}` })}</dt>
              <dd>
                {open
                  ? intl.formatMessage(
                      { id: 'stores.locator.open' },
                      { open: time(open.open), close: time(open.close) },
                    )
                  : intl.formatMessage({ id: 'stores.locator.closed' })}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}
