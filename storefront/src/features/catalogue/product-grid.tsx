import { memo, startTransition, useEffect, useState } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Skeleton } from '../../ui/spinner/skeleton';
import styles from './product-grid.module.css';
import { ProductTile, type TileProduct } from './product-tile';

/** How many tiles the first row holds at the widest layout: those images load eagerly. */
const FIRST_ROW = 4;
/** Tiles in the first commit: two rows at the widest layout, more than a phone's first screen shows. */
const FIRST_COMMIT = 8;

/** Memoised: an answer's product list keeps its identity while the page around it re-renders. */
export const ProductGrid = memo(function ProductGrid({ products }: { products: readonly TileProduct[] }) {
  // The tiles after the first rows follow in a transition started once those are on screen (React
  // renders it in slices between frames), so neither commit nor the layout after it is one long task. An
  // effect starts it, so this holds when the grid mounts in a transition too. Later answers render whole.
  const [complete, setComplete] = useState(products.length <= FIRST_COMMIT);
  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true));
  }, [complete]);
  const shown = complete ? products : products.slice(0, FIRST_COMMIT);
  return (
    <>
      {/* The tiles' names are h3: this keeps the outline whole when the facets (h2) sit in a drawer. */}
      <h2 className="visually-hidden">
        <FormattedMessage id="catalogue.grid.heading" />
      </h2>
      <ul className={styles.grid}>
        {shown.map((product, index) => (
          <li key={product.id} className={styles.cell}>
            <ProductTile product={product} priority={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
    </>
  );
});

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={styles.cell}>
          <div className={styles.skeletonTile}>
            <Skeleton shape="rect" className={styles.skeletonImage} />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </div>
        </li>
      ))}
    </ul>
  );
}
