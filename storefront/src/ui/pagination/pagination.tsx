import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { Link } from '../link/link';
import styles from './pagination.module.css';
import { type PaginationItem, paginationItems } from './pagination-model';

export interface RenderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
}

export interface PaginationProps {
  totalPages: number;
  page: number;
  /** The URL of a page, so the page lives in the URL (`?page=3`). */
  hrefFor: (page: number) => string;
  siblings?: number;
  /** Renders a link; react-router's <Link> by default. */
  renderLink?: (props: RenderLinkProps) => ReactNode;
  className?: string;
}

const defaultRenderLink = ({ href, ...rest }: RenderLinkProps) => <Link to={href} {...rest} />;

const LABEL_ID = {
  first: 'ui.pagination.first',
  previous: 'ui.pagination.previous',
  next: 'ui.pagination.next',
  last: 'ui.pagination.last',
} as const;

/** Nothing for a single page; otherwise first, previous, numbers with ellipses, next, last as links. */
export function Pagination({
  totalPages,
  page,
  hrefFor,
  siblings,
  renderLink = defaultRenderLink,
  className,
}: PaginationProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const items = paginationItems({ totalPages, page, ...(siblings !== undefined ? { siblings } : {}) });

  const content = (item: PaginationItem, index: number) => {
    if (item.type === 'ellipsis') {
      return (
        <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
          …
        </li>
      );
    }
    if (item.type === 'page') {
      return (
        <li key={`page-${item.page}`}>
          {renderLink({
            href: hrefFor(item.page),
            className: `${styles.link} ${item.current ? styles.current : ''}`,
            'aria-label': intl.formatMessage({ id: 'ui.pagination.page' }, { page: item.page }),
            ...(item.current ? { 'aria-current': 'page' as const } : {}),
            children: intl.formatNumber(item.page),
          })}
        </li>
      );
    }
    const label = intl.formatMessage({ id: LABEL_ID[item.type] });
    const icon =
      item.type === 'first' || item.type === 'previous' ? (
        <ChevronLeftIcon size="sm" />
      ) : (
        <ChevronRightIcon size="sm" />
      );
    const glyph =
      item.type === 'first' || item.type === 'last' ? (
        <>
          {icon}
          {icon}
        </>
      ) : (
        icon
      );
    return (
      <li key={item.type} className={styles[item.type]}>
        {item.disabled ? (
          // The WAI-ARIA disabled-link pattern: announced as a disabled link, nothing to follow or focus.
          // biome-ignore lint/a11y/useSemanticElements: an <a> cannot be disabled; role="link" with aria-disabled can
          // biome-ignore lint/a11y/useFocusableInteractive: a disabled link is deliberately out of the tab order
          <span
            className={`${styles.link} ${styles.disabled}`}
            role="link"
            aria-disabled="true"
            aria-label={label}
          >
            {glyph}
          </span>
        ) : (
          renderLink({
            href: hrefFor(item.page),
            className: styles.link ?? '',
            'aria-label': label,
            children: glyph,
          })
        )}
      </li>
    );
  };

  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.pagination.label' })} className={className}>
      <ul className={styles.list}>{items.map(content)}</ul>
    </nav>
  );
}
