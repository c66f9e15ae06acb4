import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, or is above it (and stays true), so
 * below-the-fold parts (reviews, recommendation carousels, the site footer) load only when the shopper
 * gets near them. Without IntersectionObserver it is true at once. Not `enabled`, it waits.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin: string, enabled = true): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Above the viewport counts too: content loading above can carry it past without ever intersecting.
        if (entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < 0)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, enabled]);
  return near;
}
