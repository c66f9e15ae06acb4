import type { FocusEvent } from 'react';
import { useIntl } from '../../i18n/intl';
import type { BlockOfType } from './block-props';
import { ContentLink } from './content-link';
import styles from './hero-block.module.css';

export type LinkPreviewItems = NonNullable<BlockOfType<'heroBelowMedia'>['linkPreview']>;

/**
 * The hero's link preview list (spec 001 section 2): hovering or focusing a link shows its media in the
 * hero; leaving the list (pointer or focus) shows the hero's own again.
 */
export function HeroLinkPreview({
  items,
  onPreview,
}: {
  items: LinkPreviewItems;
  onPreview: (index: number | undefined) => void;
}) {
  const intl = useIntl();
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onPreview(undefined);
  };
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'contentBlocks.media.heroLinks' })}
      className={styles.previewNav}
      onMouseLeave={() => onPreview(undefined)}
      onBlur={leaveFocus}
    >
      <ul className={styles.previewLinks}>
        {items.map((item, index) => (
          <li key={`${item.target.url}-${item.label}`}>
            <ContentLink
              href={item.target.url}
              newTab={item.target.targetAttribute === '_blank'}
              className={styles.previewLink}
              onMouseEnter={() => onPreview(index)}
              onFocus={() => onPreview(index)}
            >
              {item.label}
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
