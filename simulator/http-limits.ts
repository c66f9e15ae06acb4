/**
 * The input limits of `harness serve`, in one place: the server, its `--help` and the tests read them
 * (docs/decisions.md, "The simulator's input limits"). Each is answered with the error envelope.
 */
export const HTTP_LIMITS = {
  /** A request body (413 API413). `--max-body` changes it; the largest real body is a few kB. */
  maxBodyBytes: 2 ** 20,
  /** The request line and headers together (431 API431). Node's default, fixed so a Node flag cannot move it. */
  maxHeaderBytes: 16 * 2 ** 10,
  /** From the connection (or the previous answer) to the end of the headers (408 API408). */
  headersTimeoutMs: 20_000,
  /** From the connection to the end of the whole request, body included (408 API408). */
  requestTimeoutMs: 60_000,
  /** An idle keep-alive connection closes after this (no answer: nothing was asked). */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts; its default (30 s) would let a 20 s limit run to 50 s. */
  timeoutCheckMs: 1_000,
  /** After a refusal that closes the connection, how long what the client still sends is read and dropped. */
  lingerMs: 5_000,
} as const;

export interface ServerTimeouts {
  readonly headersMs: number;
  readonly requestMs: number;
  readonly keepAliveMs: number;
  readonly checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: HTTP_LIMITS.headersTimeoutMs,
  requestMs: HTTP_LIMITS.requestTimeoutMs,
  keepAliveMs: HTTP_LIMITS.keepAliveTimeoutMs,
  checkIntervalMs: HTTP_LIMITS.timeoutCheckMs,
};

const UNITS = [
  ['GiB', 2 ** 30],
  ['MiB', 2 ** 20],
  ['KiB', 2 ** 10],
] as const;

/** `1 MiB (1048576 bytes)`, `1536 bytes`: a whole unit when there is one, always the exact count. */
export function describeBytes(bytes: number): string {
  const unit = UNITS.find(([, size]) => bytes >= size && bytes % size === 0);
  return unit ? `${bytes / unit[1]} ${unit[0]} (${bytes} bytes)` : `${bytes} bytes`;
}
