import { type ComponentType, lazy, Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { DeferredArea } from '../../i18n/message-areas';
import type { BlockProps } from './block-props';
import { BlockPending } from './block-reveal';
import type { ShownBlock } from './resolve-blocks';

/**
 * A block renderer that loads as its own chunk the first time a page shows a block of its type, so a page
 * carries only the renderers of the blocks it has (the home and product pages' budgets). Nothing shows
 * while it loads (blocks below the page's first block are not in its largest paint), and a revealing list
 * waits for it before showing more (block-reveal.tsx). A renderer with texts
 * names its catalogue areas (`['home']`), which load with its chunk (i18n/message-areas.test.ts checks it).
 */
export function lazyBlock<B extends ShownBlock>(
  load: () => Promise<{ default: ComponentType<BlockProps<B>> }>,
  areas: readonly DeferredArea[] = [],
): ComponentType<BlockProps<B>> {
  const Renderer = areas.length > 0 ? lazyWithMessages(load, areas) : lazy(load);
  return function LazyBlock(props: BlockProps<B>) {
    return (
      <Suspense fallback={<BlockPending />}>
        <Renderer {...props} />
      </Suspense>
    );
  };
}
