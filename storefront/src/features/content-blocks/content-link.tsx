import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from '../../i18n/intl';
import { Link } from '../../ui/link/link';
import { localiseContentHref } from './content-href';

export interface ContentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  /** Site-relative (/en-us/c/...) or absolute http(s), as content writes links. */
  href: string;
  newTab?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

const isInternalHref = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * A link from content: in-app paths navigate client-side on the shopper's locale (content-href.ts), absolute
 * URLs are plain anchors; a new-tab link says so to assistive tech.
 */
export function ContentLink({ href: written, newTab = false, children, ...rest }: ContentLinkProps) {
  const intl = useIntl();
  const href = localiseContentHref(written, intl.locale);
  const tab = newTab ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
  const body = (
    <>
      {children}
      {newTab ? (
        <span className="visually-hidden"> {intl.formatMessage({ id: 'contentBlocks.newTab' })}</span>
      ) : null}
    </>
  );
  return isInternalHref(href) ? (
    <Link to={href} {...tab} {...rest}>
      {body}
    </Link>
  ) : (
    <a href={href} {...tab} {...rest}>
      {body}
    </a>
  );
}
