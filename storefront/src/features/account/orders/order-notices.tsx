import type { Purchase } from '../../../commerce/account/orders';
import { errorMessageForId } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Banner } from '../../../ui/banner/banner';
import styles from './orders.module.css';

/** The order's flash list (spec 000 section 3): each notice by the catalogue's text for its code, else its own. */
export function OrderFlash({ flash }: { flash: NonNullable<Purchase['flash']> }) {
  const intl = useIntl();
  return (
    <>
      {flash.map((entry) => (
        <Banner key={`${entry.code}-${entry.details.itemId ?? ''}`} tone="info">
          {errorMessageForId(intl, entry.code) ?? entry.message}
        </Banner>
      ))}
    </>
  );
}

/** The order's promo summary (spec 000 section 3): each promotion's name and callout. */
export function OrderPromotions({ promotions }: { promotions: NonNullable<Purchase['promoSummary']> }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="promotions-title" className={styles.section}>
      <h2 id="promotions-title">{intl.formatMessage({ id: 'accountArea.orders.promotions' })}</h2>
      <ul className={styles.items}>
        {promotions.map((promo) => (
          <li key={promo.promotionId} className={styles.item}>
            <span className={styles.itemName}>{promo.promotionName}</span>
            {promo.calloutMessage ? <span>{promo.calloutMessage}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
