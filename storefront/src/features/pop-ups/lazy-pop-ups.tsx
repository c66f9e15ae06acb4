import { Suspense, useEffect, useState } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const PopUpHost = lazyWithMessages(() => import('./pop-up-host'), ['content']);

/** When the pop-ups load without the shopper scrolling: well after any page has shown itself. */
const LATEST_MS = 8000;

/**
 * The content pop-ups, on every page, and all the shell carries of them: a pop-up is never what the shopper
 * came for, so its code, texts and call load when the shopper first scrolls, or a few seconds in; the host
 * then waits for the page to be loaded and idle (pop-up-host.tsx). Nothing of it weighs on what a page loads
 * to show itself (the product page's JavaScript budget).
 */
export function LazyPopUps() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => setReady(true);
    const timer = setTimeout(go, LATEST_MS);
    addEventListener('scroll', go, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      removeEventListener('scroll', go);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <PopUpHost />
    </Suspense>
  ) : null;
}
