import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import ProductReviews from '../reviews/product-reviews';

// The product's content area (spec 001 section 2) loads after the reviews, with the content texts.
const ProductEspot = lazyWithMessages<{ productId: string }>(
  () => import('../content-blocks/espot/product-espot-blocks'),
  ['home'],
);

// "Complete the look" (features/product/extras): its texts are content texts, loaded with it.
const ProductSets = lazyWithMessages(() => import('./extras/product-sets-section'), ['content']);

export interface ProductLaterPartsProps {
  /** The master product the reviews are of. */
  readonly productId: string;
  readonly productName: string;
  /** The product whose content shows below the reviews (product/{siteId}/{productId}). */
  readonly contentId: string;
}

/**
 * What the product page loads once the shopper scrolls near the end (deferred-reviews.tsx): the reviews
 * and questions, the sets the product belongs to, then the product's content (the shopper photo gallery, notes). One chunk behind one
 * import, so the product page's first load carries nothing of the content area (its JavaScript budget).
 */
export default function ProductLaterParts({ productId, productName, contentId }: ProductLaterPartsProps) {
  return (
    <>
      <ProductReviews productId={productId} productName={productName} />
      <Suspense fallback={null}>
        <ProductSets masterId={productId} />
        <ProductEspot productId={contentId} />
      </Suspense>
    </>
  );
}
