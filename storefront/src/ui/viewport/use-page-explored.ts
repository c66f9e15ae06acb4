import { useEffect, useState } from 'react';

const EVENTS = ['scroll', 'keydown'] as const;

/**
 * True once the shopper starts moving through the page: a scroll (wheel, touch, scrollbar, focus carried
 * down) or a key (Tab, arrows, Space, End: keyboard users reach the end of a short page without scrolling).
 */
export function usePageExplored(): boolean {
  const [explored, setExplored] = useState(() => typeof window !== 'undefined' && window.scrollY > 0);
  useEffect(() => {
    if (explored) return;
    const onExplore = () => setExplored(true);
    for (const type of EVENTS) window.addEventListener(type, onExplore, { passive: true, capture: true });
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, onExplore, { capture: true });
    };
  }, [explored]);
  return explored;
}
