import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../../i18n/intl';
import { ChevronDownIcon } from '../../../ui/icons/icons';
import type { BlockOfType, BlockProps } from '../block-props';
import { localiseContentHref } from '../content-href';
import { ContentLink } from '../content-link';
import styles from './secondary-nav-block.module.css';

/**
 * Secondary nav (spec 001 sections 2 and 4): a title and links, with an optional divider under it. On small
 * screens the title is a disclosure button over a collapsed list, which closes again when a link is
 * chosen; from medium up the list always shows. The current page's link is marked.
 */
export default function SecondaryNavBlock({ block }: BlockProps<BlockOfType<'secondaryNav'>>) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const navClass = [styles.nav, block.showDivider && styles.divider, open && styles.open]
    .filter(Boolean)
    .join(' ');
  return (
    <nav className={navClass} aria-label={block.title}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          {block.title}
          <ChevronDownIcon className={styles.chevron} />
        </button>
        <span className={styles.title}>{block.title}</span>
      </h2>
      <ul id={listId} className={styles.list}>
        {block.links.map((target, i) => {
          const current = localiseContentHref(target.url, intl.locale).split(/[?#]/)[0] === pathname;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: content's list is fixed per answer and two links may be equal
            <li key={`${target.url}-${target.label}-${i}`}>
              <ContentLink
                href={target.url}
                newTab={target.targetAttribute === '_blank'}
                aria-label={target.ariaLabel}
                aria-current={current ? 'page' : undefined}
                className={styles.link}
                onClick={() => setOpen(false)}
              >
                {target.label}
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
