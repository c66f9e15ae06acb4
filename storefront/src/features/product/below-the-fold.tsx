import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import ProductReviews from '../reviews/product-reviews';

// "Complete the look" (features/product/extras): its texts are content texts, loaded with it.
const ProductSets = lazyWithMessages(() => import('./extras/product-sets-section'), ['home']);

/**
 * What the product page loads when the shopper nears the end of it (deferred-reviews.tsx): the reviews
 * and questions, then the sets the product belongs to. One lazy entry for both, so the page's first load
 * carries nothing of the sets.
 */
export default function BelowTheFold({ productId, productName }: { productId: string; productName: string }) {
  return (
    <>
      <ProductReviews productId={productId} productName={productName} />
      <Suspense fallback={null}>
        <ProductSets masterId={productId} />
      </Suspense>
    </>
  );
}
