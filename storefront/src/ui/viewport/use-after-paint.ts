import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a rAF callback runs just before a
 * frame's paint, and a task queued from it runs after. (An effect alone is not enough: React may run
 * passive effects before the browser paints.) Parts that are heavy to fetch and run wait for it, so the
 * page's own content paints first.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
