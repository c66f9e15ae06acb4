import { createContext, type RefObject, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** Blocks shown at once after the page's priority block (the rest of the first screen). */
const AFTER_PRIORITY = 1;
/** Blocks added each time the shopper nears the end of what is shown. */
const STEP = 2;
/**
 * How near: half a screen below the viewport, so a block is there before it scrolls in; and anywhere above
 * it (a hundred screens up), so a jump past the marker (the End key, scroll restoration on going back)
 * counts too: the observer reports only changes, and below-then-above is no change without that margin.
 */
const MARGIN = '10000% 0px 50% 0px';

type Track = (delta: 1 | -1) => void;
const PendingBlocks = createContext<Track | null>(null);

/** The provider a revealing list puts around its blocks, so lazily loading blocks can say they are loading. */
export const PendingBlocksProvider = PendingBlocks.Provider;

/** For parts of a block that draw later (rich text waiting for its sanitiser): the list waits for them too. */
export function usePendingBlocks(): Track | null {
  return useContext(PendingBlocks);
}

/**
 * A lazy block's stand-in while its chunk loads: it has no height yet, so the list it is in reveals no more
 * blocks until it is drawn (otherwise the end of the list would stay in view and reveal them all).
 */
export function BlockPending() {
  const track = useContext(PendingBlocks);
  useEffect(() => {
    if (!track) return;
    track(1);
    return () => track(-1);
  }, [track]);
  return null;
}

export interface BlockReveal {
  /** How many of the page's blocks to draw. */
  readonly count: number;
  /** The lazy blocks' loading signal (PendingBlocksProvider's value). */
  readonly track: Track;
  /** The marker after the last drawn block; null when everything is drawn. */
  readonly sentinel: RefObject<HTMLDivElement | null> | null;
}

/**
 * Progressive reveal of a long page's blocks: the first screen's blocks at once, then a few more each time
 * the shopper nears the end, so a page loads the code and data of the blocks it shows, not of all 20 (the
 * home page's 130 kB budget). Without IntersectionObserver, or not `enabled`, everything shows at once.
 */
export function useBlockReveal(total: number, priorityIndex: number, enabled: boolean): BlockReveal {
  const first = Math.max(priorityIndex + 1 + AFTER_PRIORITY, 1 + AFTER_PRIORITY);
  const [count, setCount] = useState(() =>
    enabled && typeof IntersectionObserver !== 'undefined' ? first : Number.POSITIVE_INFINITY,
  );
  const pending = useRef(0);
  const [settled, setSettled] = useState(0);
  const track = useCallback<Track>((delta) => {
    pending.current += delta;
    if (pending.current === 0) setSettled((n) => n + 1);
  }, []);
  const sentinel = useRef<HTMLDivElement>(null);
  const done = count >= total;

  useEffect(() => {
    const element = sentinel.current;
    // A new `count` or `settled` (the loading blocks drawn) re-runs this: the marker may still be near.
    void count;
    void settled;
    if (done || pending.current > 0 || !element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!live || pending.current > 0) return;
        if (entries.some((e) => e.isIntersecting)) {
          setCount((n) => n + STEP);
        }
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [count, done, settled]);

  return { count: Math.min(count, total), track, sentinel: done ? null : sentinel };
}
