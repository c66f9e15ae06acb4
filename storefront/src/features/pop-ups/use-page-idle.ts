import { useEffect, useState } from 'react';

/** True once the page has loaded and the browser has had an idle moment (at most 5 s after the load). */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setIdle(true), 0);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, []);
  return idle;
}
