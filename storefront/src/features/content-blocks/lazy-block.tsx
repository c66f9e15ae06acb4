import { type ComponentType, lazy, Suspense } from 'react';
import type { BlockProps } from './block-props';
import type { ShownBlock } from './resolve-blocks';

/**
 * A block renderer that loads as its own chunk the first time a page shows a block of its type, so a page
 * carries only the renderers of the blocks it has (the home and product pages' budgets). Nothing shows
 * while it loads: blocks below the page's first block are not in its largest paint.
 */
export function lazyBlock<B extends ShownBlock>(
  load: () => Promise<{ default: ComponentType<BlockProps<B>> }>,
): ComponentType<BlockProps<B>> {
  const Renderer = lazy(load);
  return function LazyBlock(props: BlockProps<B>) {
    return (
      <Suspense fallback={null}>
        <Renderer {...props} />
      </Suspense>
    );
  };
}
