import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the storefront (always in-app: the shop never links out through the router). */
  readonly to: To;
  readonly replace?: boolean;
  readonly state?: unknown;
  /** Keep the scroll position (paging through reviews in place). */
  readonly preventScrollReset?: boolean;
}

/**
 * An in-app link: a real `<a href>` (crawlable, opens in a new tab with a modifier key) whose plain click
 * navigates client-side. It is React Router's own `useHref` and `useLinkClickHandler`, without the
 * framework-mode prefetching and view transitions its `<Link>` carries, which this storefront does not
 * use and which cost about 2.5 kB gzip on every page.
 */
export function Link({ to, replace, state, preventScrollReset, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, {
    replace,
    state,
    target,
    preventScrollReset,
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}
