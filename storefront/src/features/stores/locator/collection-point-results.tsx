import { isApiError } from '../../../commerce/commerce-error';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { addressLine, distanceIn, INTL_DISTANCE_UNIT } from '../store-format';
import styles from '../stores.module.css';
import { useCollectionPoints } from '../use-stores';
import locator from './store-locator.module.css';

/**
 * Carrier collection points near the same postal code (POST /stores/v1/collectionPoints). Shown where the
 * carrier needs no contact with the search; elsewhere the cart's delivery dialog asks for it.
 */
export function CollectionPointResults({ country, postalCode }: { country: string; postalCode: string }) {
  const intl = useIntl();
  const unit = useSiteConfig().settings.distanceUnit;
  const points = useCollectionPoints({ country, postalCode, limit: 10 });
  if (points.isPending) return null;
  if (points.isError)
    return isApiError(points.error) && points.error.errorId === 'STR404' ? null : (
      <p role="alert" className={styles.alert}>
        {errorMessage(intl, points.error)}
      </p>
    );
  return (
    <section aria-labelledby="locator-points-heading">
      <h2 id="locator-points-heading" className={locator.sectionHeading}>
        {intl.formatMessage({ id: 'stores.locator.points' }, { place: postalCode })}
      </h2>
      <ul className={styles.list}>
        {points.data.map((point) => (
          <li key={point.id} className={styles.store}>
            <div>
              <h3 className={styles.name}>{point.name}</h3>
              <p className={styles.facts}>
                <span>{point.carrier}</span>
                <span>{addressLine(point.address)}</span>
                {point.distance !== undefined ? (
                  <span>
                    {intl.formatNumber(distanceIn(point.distance, unit), {
                      style: 'unit',
                      unit: INTL_DISTANCE_UNIT[unit],
                      maximumFractionDigits: 1,
                    })}
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
