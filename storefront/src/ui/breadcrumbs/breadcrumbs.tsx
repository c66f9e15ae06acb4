import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl';
import { Link } from '../link/link';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  renderLink?: (props: { href: string; children: ReactNode; className: string }) => ReactNode;
}

const defaultRenderLink = ({ href, ...rest }: { href: string; children: ReactNode; className: string }) => (
  <Link to={href} {...rest} />
);

/** A breadcrumb trail; the last crumb is the current page (aria-current). */
export function Breadcrumbs({ items, renderLink = defaultRenderLink }: BreadcrumbsProps) {
  const intl = useIntl();
  if (!items.length) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.breadcrumbs.label' })}>
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${crumb.href ?? ''}|${crumb.label}`} className={styles.item}>
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined} className={styles.current}>
                  {crumb.label}
                </span>
              ) : (
                renderLink({ href: crumb.href, children: crumb.label, className: styles.link ?? '' })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
