import type { ProductDetails as Product } from '../../commerce/product';
import { FormattedMessage } from '../../i18n/intl';
import styles from './product-page.module.css';
import { colourOptions } from './variant-selection';

/** The description and the specifications as two disclosure sections (open by default, native <details>). */
export function ProductDetails({ product }: { product: Product }) {
  const sizes = product.attributes.find((a) => a.code === 'size')?.options ?? [];
  return (
    <div className={styles.details}>
      {product.description ? (
        <details className={styles.section} open>
          <summary>
            <h2>
              <FormattedMessage id="product.details.title" />
            </h2>
          </summary>
          <p className={styles.description}>{product.description}</p>
        </details>
      ) : null}
      <details className={styles.section} open>
        <summary>
          <h2>
            <FormattedMessage id="product.specs.title" />
          </h2>
        </summary>
        <dl className={styles.specs}>
          <dt>
            <FormattedMessage id="product.specs.style" />
          </dt>
          <dd>{product.masterId}</dd>
          <dt>
            <FormattedMessage id="product.specs.colours" />
          </dt>
          <dd>
            {colourOptions(product)
              .map((o) => o.label)
              .join(', ')}
          </dd>
          {sizes.length ? (
            <>
              <dt>
                <FormattedMessage id="product.specs.sizes" />
              </dt>
              <dd>{sizes.map((o) => o.label).join(', ')}</dd>
            </>
          ) : null}
        </dl>
      </details>
    </div>
  );
}
