/**
 * The experimentation SDK's settings, as spec 001 section 9 fixes them. Most are the SDK's own defaults;
 * they are spelled here so that a change of SDK default cannot silently change the storefront.
 */
export const EXPERIMENTATION = {
  /** Datafile polling: every 5 minutes (the SDK warns below 30 s). */
  datafilePollMs: 5 * 60_000,
  /** A datafile request times out after 60 s. */
  datafileRequestTimeoutMs: 60_000,
  /**
   * After the nth failed datafile request in a row, the next waits at least this long plus up to 1 s of
   * jitter (the SDK 6.6.1's own back-off, 1, 2, 4 ... s plus up to 0.5 s, is shorter: sdk-transport.ts holds
   * its request until the spec's wait is over).
   */
  datafileBackoffSeconds: [0, 8, 16, 32, 64, 128, 256, 512],
  datafileBackoffJitterMs: 1_000,
  /** How long a page waits for the first datafile before showing the baselines for good. */
  readyTimeoutMs: 30_000,
  /** Impression and conversion events: batches of 10, flushed every second. */
  eventBatchSize: 10,
  eventFlushIntervalMs: 1_000,
  /** Pending events kept in local storage (sent again on the next page load). */
  pendingEventsCap: 100,
  /** Customer-data events: one per request (the browser pixel), 3 retries on network errors or 5xx. */
  customerDataBatchSize: 1,
  customerDataRetries: 3,
  /** Qualified segments: 100 users cached for 600 s; segment and event calls time out after 10 s. */
  segmentsCacheSize: 100,
  segmentsCacheTimeoutMs: 600_000,
  customerDataTimeoutMs: 10_000,
} as const;
