import { Suspense, useEffect, useState } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const PopUpHost = lazyWithMessages(() => import('./pop-up-host'), ['home']);

/** Runs `then` once the page has loaded and the browser is idle; answers a cancel. */
function afterLoadAndIdle(then: () => void): () => void {
  let cancel: () => void = () => undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(then, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(then, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * The content pop-ups, on every page: their code, texts and call load only once the page has loaded and the
 * browser is idle, so they never weigh on a page's first paint or its JavaScript budget.
 */
export function LazyPopUps() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <PopUpHost />
    </Suspense>
  ) : null;
}
