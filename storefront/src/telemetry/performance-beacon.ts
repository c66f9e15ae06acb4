// The three Core Web Vitals only: FCP and TTFB would add their modules to every page for figures the
// server logs already know.
import { onCLS, onINP, onLCP } from 'web-vitals';
import type { RequestBodyInputOf } from '../../../contracts/registry/types';
import { callUrl } from '../api/call-url';
import { routeOf } from '../api/operation-route';
import { siteFor } from '../config/site-config';
import { getCurrentLocale } from '../i18n/current-locale';

type Measure = RequestBodyInputOf<'ingestPerformance'>['measures'][number];

export interface MetricLike {
  readonly name: string;
  readonly value: number;
  readonly navigationType?: string;
}

/** The contract's measure for one web-vitals metric (CLS is unitless, the others milliseconds). */
export const toMeasure = (metric: MetricLike, page: string): Measure => ({
  name: metric.name,
  value: Math.max(0, Number.isFinite(metric.value) ? metric.value : 0),
  page: page.slice(0, 2048),
  ...(metric.navigationType ? { navigationType: metric.navigationType.slice(0, 32) } : {}),
});

/**
 * Performance consent (C0002) as the beacon checks it, each time it would send: on a site that needs no
 * consent, always; on one that does, by the categories the consent platform says are active
 * (`OnetrustActiveGroups`, which OneTrust's script sets and so does our consent code, consent/active-groups.ts):
 * the beacon reads the answer without loading any consent code, and sends nothing before one. The rule of
 * consent/active-groups-signal.ts, spelled here: importing it would make it a chunk of its own on every page.
 */
const performanceConsent = (): boolean =>
  !siteFor(getCurrentLocale()).settings.consentRequired ||
  (globalThis.window?.OnetrustActiveGroups ?? '').includes(',C0002,');

/**
 * Collects Core Web Vitals and sends them in one beacon when the page is hidden (the moment browsers
 * guarantee delivery), only if performance and analytics consent (C0002) holds then: a shopper who
 * withdraws it sends nothing more from that page. text/plain keeps the beacon a simple request, so no CORS
 * preflight is needed.
 */
export function createMeasureBatch(
  send: (url: string, body: string) => void,
  baseUrl: string,
  allowed: () => boolean = performanceConsent,
) {
  const measures: Measure[] = [];
  const url = callUrl(baseUrl, routeOf('ingestPerformance'), undefined, undefined);
  return {
    add(measure: Measure) {
      measures.push(measure);
    },
    flush() {
      if (measures.length === 0) return;
      if (!allowed()) {
        measures.length = 0;
        return;
      }
      const batch = measures.splice(0, 100);
      send(url, JSON.stringify({ measures: batch }));
    },
  };
}

/**
 * Starts Core Web Vitals collection. main.tsx imports this module after the first render, so it and
 * web-vitals arrive as one chunk then.
 */
export async function startPerformanceBeacon(baseUrl: string): Promise<void> {
  const batch = createMeasureBatch((url, body) => {
    const blob = new Blob([body], { type: 'text/plain' });
    if (!navigator.sendBeacon?.(url, blob)) void fetch(url, { method: 'POST', body: blob, keepalive: true });
  }, baseUrl);
  const record = (metric: MetricLike) => batch.add(toMeasure(metric, location.pathname));
  for (const on of [onCLS, onINP, onLCP]) on(record);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  addEventListener('pagehide', () => batch.flush());
}
