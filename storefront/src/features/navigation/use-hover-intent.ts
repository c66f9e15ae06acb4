import { type PointerEvent, useEffect, useRef } from 'react';

/** A mouse resting this long on a department opens it; leaving the menu closes it after a grace period. */
const HOVER_OPEN_DELAY_MS = 150;
const HOVER_CLOSE_DELAY_MS = 250;

/**
 * Hover intent for the mega menu, for a mouse only (touch and pen use taps). A department the mouse opened
 * stays open on the click that usually follows, instead of toggling shut.
 */
export function useHoverIntent(setOpenId: (id: string | null) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef<string | null>(null);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (delay: number, run: () => void) => {
    cancel();
    timer.current = setTimeout(run, delay);
  };
  return {
    cancel,
    enter(id: string | null, event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      later(id ? HOVER_OPEN_DELAY_MS : HOVER_CLOSE_DELAY_MS, () => {
        openedByHover.current = id;
        setOpenId(id);
      });
    },
    leave(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      later(HOVER_CLOSE_DELAY_MS, () => setOpenId(null));
    },
    /** Whether the mouse just opened this department (and forget it: the next click toggles). */
    consumeHoverOpen(id: string): boolean {
      const was = openedByHover.current === id;
      openedByHover.current = null;
      return was;
    },
  };
}
