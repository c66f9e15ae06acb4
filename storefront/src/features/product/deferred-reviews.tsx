import { Suspense, useRef } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useNearViewport } from '../../ui/viewport/use-near-viewport';
import type { ProductLaterPartsProps } from './product-later-parts';
import styles from './product-page.module.css';

const ProductLaterParts = lazyWithMessages<ProductLaterPartsProps>(
  () => import('./product-later-parts'),
  ['reviews'],
);

/**
 * The reviews and questions, then the product's content, below the fold: their code and calls wait until
 * the shopper scrolls near (or follows the "Read reviews" link to #reviews), which keeps them off the
 * page's first load.
 */
export function DeferredReviews(props: ProductLaterPartsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '400px');
  return (
    <div ref={ref} id="reviews" className={styles.reviews} tabIndex={-1}>
      {near ? (
        <Suspense fallback={null}>
          <ProductLaterParts {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
