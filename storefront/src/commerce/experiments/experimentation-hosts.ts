// File extensions: the Content-Security-Policy (storefront/security, loaded by vite.config.ts) imports this.

/**
 * The vendor's hosts, used when the runtime config names no `experimentationBaseUrl`: its datafile CDN,
 * its event log, and the customer-data platform (which the datafile names; this is its usual host).
 */
export const VENDOR_DATAFILE_ORIGIN = 'https://cdn.optimizely.com';
export const VENDOR_EVENT_LOG_ORIGIN = 'https://logx.optimizely.com';
export const VENDOR_CUSTOMER_DATA_ORIGIN = 'https://api.zaius.com';

/** The origins experimentation calls: one base for them all, or the vendor's three. */
export const experimentationOrigins = (baseUrl: string | undefined): string[] =>
  baseUrl === undefined
    ? [VENDOR_DATAFILE_ORIGIN, VENDOR_EVENT_LOG_ORIGIN, VENDOR_CUSTOMER_DATA_ORIGIN]
    : [baseUrl];
