import type { CSSProperties } from 'react';
import { useIntl } from '../../../i18n/intl';
import type { BlockOfType, BlockProps } from '../block-props';
import { BlockList } from '../block-renderer';
import { BlockSection, InCollection } from './block-section';
import { Carousel } from './carousel';
import styles from './collection-block.module.css';

/**
 * A collection of blocks (spec 001 section 2): a grid (columns per breakpoint) or the carousel. Each item
 * is drawn by the block list, so any block type may sit in a collection.
 */
export default function CollectionBlock({ block, page, priority }: BlockProps<BlockOfType<'collection'>>) {
  const intl = useIntl();
  const item = (child: (typeof block.items)[number]) => <BlockList blocks={[child]} page={page} />;
  const columns = block.columns ?? {};
  return (
    <BlockSection block={block} priority={priority}>
      <InCollection value={true}>
        {block.display === 'carousel' ? (
          <Carousel
            label={block.title ?? intl.formatMessage({ id: 'contentBlocks.layout.carousel.label' })}
            slides={block.items.map((child) => ({ key: child.id, content: item(child) }))}
            showArrows={block.carousel?.showArrows ?? true}
            slidePadding={block.carousel?.slidePadding ?? 'small'}
            perView={columns.large ?? columns.medium}
          />
        ) : (
          <ul
            className={styles.grid}
            style={
              {
                '--columns-small': columns.small ?? 1,
                '--columns-medium': columns.medium ?? columns.small ?? 2,
                '--columns-large': columns.large ?? columns.medium ?? 3,
              } as CSSProperties
            }
          >
            {block.items.map((child) => (
              <li key={child.id}>{item(child)}</li>
            ))}
          </ul>
        )}
      </InCollection>
    </BlockSection>
  );
}
