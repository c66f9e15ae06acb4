import type { TokenLock } from '../commerce/token-lock';

/**
 * A lock shared by the commerce instances a test gives it: two instances on one storage with one lock are two
 * tabs of a browser with Web Locks (happy-dom has none).
 */
export function createPageLock(): TokenLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.catch(() => undefined).then(work);
    tail = run;
    return run;
  };
}
