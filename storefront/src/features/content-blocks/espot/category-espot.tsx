import { Suspense } from 'react';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';

export interface CategoryEspotProps {
  /** The category id as the page's URL carries it (4 to 10 digits, or c and 4 to 6). */
  readonly categoryId: string;
}

// The category's content, its renderers and texts load as their own chunk once the listing is there.
const Blocks = lazyWithMessages<CategoryEspotProps>(() => import('./category-espot-blocks'), ['home']);

/** A category listing's content area (category/{siteId}/{categoryId}); nothing until it arrives. */
export function CategoryEspot(props: CategoryEspotProps) {
  return (
    <Suspense fallback={null}>
      <Blocks {...props} />
    </Suspense>
  );
}
