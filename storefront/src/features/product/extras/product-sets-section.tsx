import { useIntl } from '../../../i18n/intl';
import { Picture } from '../../../ui/image/picture';
import { Link } from '../../../ui/link/link';
import { PriceDisplay } from '../../../ui/price/price-display';
import styles from './product-extras.module.css';
import { useProductSets } from './use-product-extras';

/**
 * "Complete the look": the sets (shop the look) the product belongs to, each listing its products with
 * links to their pages. Loaded below the fold with the reviews; nothing when the product is in no set or
 * the call fails (the page is whole without it). Asked for every product: knowing whether it is in a set
 * would cost the product page's first load bytes.
 */
export default function ProductSetsSection({ masterId }: { masterId: string }) {
  const intl = useIntl();
  const sets = useProductSets(masterId);
  if (!sets.data?.productSets.length) return null;
  return (
    <div className={styles.sets}>
      {sets.data.productSets.map((set) => (
        <section key={set.id} aria-labelledby={`set-${set.id}`}>
          <h2 id={`set-${set.id}`} className={styles.heading}>
            {intl.formatMessage({ id: 'contentPages.productExtras.sets.title' }, { name: set.name })}
          </h2>
          <ul className={styles.setProducts}>
            {set.products.map((member) => (
              <li key={member.id}>
                <Link to={member.pdpUrl} className={styles.setProduct}>
                  {member.images[0] ? (
                    <Picture src={member.images[0].url} alt="" width={240} height={240} />
                  ) : null}
                  <span className={styles.setName}>{member.name}</span>
                  {member.masterId === masterId ? (
                    <span className={styles.current}>
                      {intl.formatMessage({ id: 'contentPages.productExtras.sets.current' })}
                    </span>
                  ) : null}
                </Link>
                <PriceDisplay price={member.price} size="sm" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
