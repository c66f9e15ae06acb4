import type { BlockOfType, BlockProps } from '../block-props';
import { ContentLink } from '../content-link';
import { ContentMedia } from '../content-media';
import { RichText } from '../text/rich-text';
import { BlockSection } from './block-section';
import styles from './vertical-list-block.module.css';

/** A vertical list (spec 001 section 2): items one under another, each a title, text, picture and link. */
export default function VerticalListBlock({ block, priority }: BlockProps<BlockOfType<'verticalList'>>) {
  return (
    <BlockSection block={block} priority={priority}>
      <ul className={styles.list}>
        {block.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: content's list is fixed per answer and two items may be equal
          <li key={`${item.title}-${i}`} className={styles.item}>
            {item.media ? (
              <ContentMedia media={item.media} alt="" sizes="8rem" className={styles.media} />
            ) : null}
            <div className={styles.body}>
              <p className={styles.title}>{item.title}</p>
              {item.richText ? <RichText html={item.richText} className={styles.richText} /> : null}
              {item.target ? (
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
