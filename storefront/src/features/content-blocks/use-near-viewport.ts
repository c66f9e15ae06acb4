import { type RefObject, useEffect, useState } from 'react';

/** Recommendation carousels hydrate when within 200px of the viewport (spec 001 section 9). */
export const HYDRATE_MARGIN = '200px';

/** True once the element has come within `margin` of the viewport, or is above it (and stays true). */
export function useNearViewport(ref: RefObject<Element | null>, margin = HYDRATE_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Above the viewport counts too: content loading above can carry it past without ever intersecting.
        if (entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < 0)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
