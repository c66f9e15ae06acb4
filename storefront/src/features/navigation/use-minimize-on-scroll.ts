import { type RefObject, useEffect, useState } from 'react';
import { nextMinimized } from './header-state';

/**
 * The header's minimized flag: it slides away while the page scrolls down and returns on scrolling up
 * ("scrolled-up"). Never while focus is inside it or one of its menus is open.
 */
export function useMinimizeOnScroll(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [minimized, setMinimized] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setMinimized(false);
      return;
    }
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const header = ref.current;
        const y = window.scrollY;
        const engaged =
          !!header &&
          (header.contains(document.activeElement) ||
            header.querySelector('[aria-expanded="true"]') !== null);
        setMinimized((current) =>
          nextMinimized(current, { y, lastY, headerHeight: header?.offsetHeight ?? 0, engaged }),
        );
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref, enabled]);
  return minimized;
}
