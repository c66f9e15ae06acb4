/**
 * Development only. msw stops answering for a page at its `beforeunload` (its worker is told the client
 * closed), so a call the leaving page still makes (a query that refetches, a batch on its timer) would reach
 * Vite's dev server, which has no API and answers 404. From `beforeunload` on, this page's same-origin fetches
 * wait for the unload instead: the next page asks again, and the experimentation batches stay pending for it.
 */
export function holdCallsWhenLeaving(target: Window & typeof globalThis = window): void {
  let leaving = false;
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
  const send = target.fetch.bind(target);
  target.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), target.location.href);
    if (leaving && url.origin === target.location.origin) return new Promise<Response>(() => {});
    return send(input, init);
  };
}
