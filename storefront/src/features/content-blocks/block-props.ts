import type { ComponentType } from 'react';
import type { PageType } from '../../../../contracts/common/page-urls';
import type { ShownBlock } from './resolve-blocks';

/** The page a block sits on (recommendation requests name it). */
export interface BlockPage {
  readonly type: PageType;
  /** Path and query of the page. */
  readonly url: string;
}

/** What every block renderer receives. */
export interface BlockProps<B extends ShownBlock = ShownBlock> {
  readonly block: B;
  readonly page: BlockPage;
  /** The page's largest paint: media load eagerly with high fetch priority, the title is the h1. */
  readonly priority: boolean;
}

export type BlockOfType<T extends ShownBlock['type']> = Extract<ShownBlock, { type: T }>;

/** Block type -> its renderer; a group of block types (text/, media/, layout/ ...) exports one of these. */
export type Renderers = {
  [T in ShownBlock['type']]?: ComponentType<BlockProps<BlockOfType<T>>>;
};
