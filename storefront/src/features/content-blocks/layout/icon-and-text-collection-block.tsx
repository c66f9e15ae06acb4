import type { BlockOfType, BlockProps } from '../block-props';
import { ContentLink } from '../content-link';
import { RichText } from '../text/rich-text';
import { BlockSection } from './block-section';
import { ContentIcon } from './content-icon';
import styles from './icon-and-text-collection-block.module.css';

type Block = BlockOfType<'iconAndTextCollection'>;

/** Icon sizes (spec 001 section 9): small = md, medium = lg, large = 3xl. */
const ICON_SIZE_CLASS: Readonly<Record<Block['iconSize'], string>> = {
  small: 'iconMd',
  medium: 'iconLg',
  large: 'icon3xl',
};

/**
 * Icon-and-text collection (spec 001 sections 2 and 9): icons above the text, left of it, or in one
 * column; exactly four items make a two-column grid (up to 30rem wide), except in one column.
 */
export default function IconAndTextCollectionBlock({ block, priority }: BlockProps<Block>) {
  // Exactly four items make a 2x2 grid; one column stays one column.
  const four = block.items.length === 4 && block.variant !== 'oneColumn';
  const listClass = [styles.list, styles[block.variant], four && styles.fourItems].filter(Boolean).join(' ');
  return (
    <BlockSection block={block} priority={priority}>
      <ul className={listClass} data-variant={block.variant}>
        {block.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: content's list is fixed per answer and two items may be equal
          <li key={`${item.title ?? ''}-${index}`} className={styles.item}>
            <ContentIcon
              icon={item.icon}
              className={`${styles.icon} ${styles[ICON_SIZE_CLASS[block.iconSize]]}`}
            />
            <div className={styles.text}>
              {item.title ? (
                <p className={styles.title}>
                  {item.target ? (
                    <ContentLink
                      href={item.target.url}
                      newTab={item.target.targetAttribute === '_blank'}
                      aria-label={item.target.ariaLabel}
                      className={styles.link}
                    >
                      {item.title}
                    </ContentLink>
                  ) : (
                    item.title
                  )}
                </p>
              ) : null}
              {item.richText ? <RichText html={item.richText} className={styles.richText} /> : null}
              {item.target && !item.title ? (
                <ContentLink
                  href={item.target.url}
                  newTab={item.target.targetAttribute === '_blank'}
                  aria-label={item.target.ariaLabel}
                  className={styles.link}
                >
                  {item.target.label}
                </ContentLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
