import type { BlockOfType, BlockProps } from '../block-props';
import { ContentLink } from '../content-link';
import { ContentMedia } from '../content-media';
import { BlockSection } from './block-section';
import styles from './multi-link-card-block.module.css';

/** A card with a picture, a title and a list of links (spec 001 section 2). */
export default function MultiLinkCardBlock({ block, priority }: BlockProps<BlockOfType<'multiLinkCard'>>) {
  return (
    <BlockSection block={block} priority={priority} className={styles.card}>
      {block.media ? (
        <ContentMedia
          media={block.media}
          alt=""
          sizes="(min-width: 48rem) 26.5rem, 19.25rem"
          className={styles.media}
        />
      ) : null}
      <ul className={styles.links}>
        {block.links.map((target, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: content's list is fixed per answer and two links may be equal
          <li key={`${target.url}-${target.label}-${i}`}>
            <ContentLink
              href={target.url}
              newTab={target.targetAttribute === '_blank'}
              aria-label={target.ariaLabel}
              className={styles.link}
            >
              {target.label}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
