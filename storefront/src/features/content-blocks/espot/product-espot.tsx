import { Suspense, useRef } from 'react';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import { useNearViewport } from '../../../ui/viewport/use-near-viewport';

export interface ProductEspotProps {
  readonly productId: string;
}

const Blocks = lazyWithMessages<ProductEspotProps>(() => import('./product-espot-blocks'), ['home']);

/**
 * A product page's content area (product/{siteId}/{productId}), below the details: its code, texts and
 * call wait until the shopper scrolls near, like the reviews, so the product page's first load carries
 * only this wrapper (its JavaScript budget).
 */
export function ProductEspot({ productId }: ProductEspotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '400px');
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <Blocks productId={productId} />
        </Suspense>
      ) : null}
    </div>
  );
}
