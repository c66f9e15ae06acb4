import { Suspense, useRef } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useNearViewport } from '../../ui/viewport/use-near-viewport';
import styles from './product-page.module.css';

const ProductReviews = lazyWithMessages(() => import('./below-the-fold'), ['reviews']);

/**
 * The reviews and questions (and the product's sets, below-the-fold.tsx), below the fold: their code and calls wait until the shopper scrolls near
 * (or follows the "Read reviews" link to #reviews), which keeps them off the page's first load.
 */
export function DeferredReviews({ productId, productName }: { productId: string; productName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '400px');
  return (
    <div ref={ref} id="reviews" className={styles.reviews} tabIndex={-1}>
      {near ? (
        <Suspense fallback={null}>
          <ProductReviews productId={productId} productName={productName} />
        </Suspense>
      ) : null}
    </div>
  );
}
