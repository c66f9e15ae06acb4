/** The SDK's event dispatcher seam, spelled structurally (its LogEvent carries the batch as `params`). */
export interface SdkLogEvent {
  url: string;
  httpVerb: string;
  params: unknown;
}
export interface SdkEventDispatcher {
  dispatchEvent(event: SdkLogEvent): Promise<{ statusCode?: number }>;
}

/** Not sent, kept: the SDK keeps a batch answered with an error in its pending store for the next page. */
const KEEP_FOR_LATER = { statusCode: 503 };

/**
 * The event log dispatchers: batches go to the configured event log (not the URL the SDK names), and only
 * while targeting consent holds. A batch made before a withdrawal is dropped, answered as done so that the
 * SDK does not keep it for later: withdrawn consent stops tracking in the same page (spec 001 section 4).
 * While the event log cannot be reached (`reachable`: the in-page simulator of a leaving page) batches are
 * kept for later.
 */
export function eventDispatchers(
  eventLogUrl: string,
  allowed: () => boolean,
  reachable: () => boolean = () => true,
) {
  const dispatcher: SdkEventDispatcher = {
    async dispatchEvent(event) {
      if (!allowed()) return { statusCode: 204 };
      if (!reachable()) return KEEP_FOR_LATER;
      const response = await fetch(eventLogUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event.params),
        keepalive: true,
      });
      return { statusCode: response.status };
    },
  };
  /** On page close: a beacon (text/plain, a simple request), as browsers deliver it after the page is gone. */
  const closingDispatcher: SdkEventDispatcher = {
    async dispatchEvent(event) {
      if (!allowed()) return { statusCode: 204 };
      if (!reachable()) return KEEP_FOR_LATER;
      const body = new Blob([JSON.stringify(event.params)], { type: 'text/plain' });
      const sent = navigator.sendBeacon?.(eventLogUrl, body) ?? false;
      // Not queued (too large, or no beacon): the batch stays in the pending store for the next page.
      return { statusCode: sent ? 204 : 500 };
    },
  };
  return { dispatcher, closingDispatcher };
}
