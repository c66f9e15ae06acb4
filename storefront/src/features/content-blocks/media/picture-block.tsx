import type { BlockOfType, BlockProps } from '../block-props';
import { blockColorStyle } from '../block-style';
import { ContentLink } from '../content-link';
import { ContentMedia } from '../content-media';
import styles from './picture-block.module.css';

/** Shown at most the page container's width (90rem) on large screens, the viewport's below. */
const SIZES = '(min-width: 90rem) 1440px, 100vw';

/**
 * A responsive picture (media per breakpoint, ../content-media.tsx), with an optional title and subtitle
 * under it; a target makes the picture a link named by its label.
 */
export default function PictureBlock({ block, priority }: BlockProps<BlockOfType<'picture'>>) {
  const media = (
    <ContentMedia media={block.media} priority={priority} sizes={SIZES} className={styles.media} />
  );
  const caption =
    block.title || block.subtitle ? (
      <figcaption className={styles.caption}>
        {block.title ? <span className={styles.title}>{block.title}</span> : null}
        {block.subtitle ? <span className={styles.subtitle}>{block.subtitle}</span> : null}
      </figcaption>
    ) : null;
  return (
    <figure
      className={styles.picture}
      data-align={block.alignment ?? 'left'}
      style={blockColorStyle(block.colors)}
    >
      {block.target ? (
        <ContentLink
          href={block.target.url}
          newTab={block.target.targetAttribute === '_blank'}
          aria-label={block.target.ariaLabel ?? block.target.label}
          className={styles.link}
        >
          {media}
        </ContentLink>
      ) : (
        media
      )}
      {caption}
    </figure>
  );
}
