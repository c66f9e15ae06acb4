import type { ContentBlock } from '../../../../../contracts/entities/content-blocks';
import type { BlockPage } from '../block-props';
import { BlockList } from '../block-renderer';
import styles from './espot.module.css';

/** What every content answer with espots holds: the page's blocks, then its areas' blocks. */
export interface EspotContent {
  readonly components: readonly ContentBlock[];
  readonly espots: readonly { readonly components: readonly ContentBlock[] }[];
}

/**
 * A page's content area drawn: its blocks in order, none of them the page's h1 (the page has its own).
 * Nothing when there is no content or no block.
 */
export function EspotArea({
  name,
  content,
  page,
}: {
  name: string;
  content?: EspotContent;
  page: BlockPage;
}) {
  if (!content) return null;
  const blocks = [...content.components, ...content.espots.flatMap((espot) => espot.components)];
  if (!blocks.length) return null;
  return (
    <div className={styles.espot} data-espot={name}>
      <BlockList blocks={blocks} page={page} priority={false} />
    </div>
  );
}
