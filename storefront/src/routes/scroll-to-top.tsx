import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top; a change of query on the same page (filters, paging) keeps the place. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    globalThis.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
