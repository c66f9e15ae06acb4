import { useId, useState } from 'react';
import type { ArticleGridBlock, Facet } from '../../../../../contracts/entities/content-blocks-articles';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { DESKTOP, useMediaQuery } from '../../../ui/media/use-media-query';
import styles from './article-grid-block.module.css';

/** tokens.css's tablet breakpoint: from here the medium facet count applies. */
const TABLET = '(min-width: 48rem)';

export interface TagFilterBarProps {
  readonly facets: readonly Facet[];
  readonly visible: ArticleGridBlock['facetsVisible'];
  readonly selected: readonly string[];
  readonly onToggle: (tagId: string) => void;
  readonly onClear: () => void;
}

/**
 * The grid's tag filters (spec 001 section 2): toggle buttons (aria-pressed), the first 4 / 10 / 20 of them
 * by breakpoint with see more / see less, and clear all once a tag is chosen. A chosen tag beyond the
 * visible count stays shown, so it can be turned off.
 */
export function TagFilterBar({ facets, visible, selected, onToggle, onClear }: TagFilterBarProps) {
  const intl = useIntl();
  const listId = useId();
  const labelId = useId();
  const [expanded, setExpanded] = useState(false);
  const tablet = useMediaQuery(TABLET, false);
  const desktop = useMediaQuery(DESKTOP, false);
  const limit = desktop ? visible.large : tablet ? visible.medium : visible.small;
  const shown = expanded ? facets : facets.filter((f, i) => i < limit || selected.includes(f.id));
  const canToggle = facets.length > limit;

  return (
    <div className={styles.filters}>
      <p id={labelId} className={styles.filtersLabel}>
        {intl.formatMessage({ id: 'contentBlocks.articles.filters' })}
      </p>
      <ul id={listId} className={styles.tags} aria-labelledby={labelId}>
        {shown.map((facet) => (
          <li key={facet.id}>
            <button
              type="button"
              className={styles.tag}
              aria-pressed={selected.includes(facet.id)}
              onClick={() => onToggle(facet.id)}
            >
              {facet.label}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.filterActions}>
        {canToggle ? (
          <Button
            variant="link"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {intl.formatMessage({
              id: expanded ? 'contentBlocks.articles.seeLess' : 'contentBlocks.articles.seeMore',
            })}
          </Button>
        ) : null}
        {selected.length > 0 ? (
          <Button variant="link" size="sm" onClick={onClear}>
            {intl.formatMessage({ id: 'contentBlocks.articles.clearAll' })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
