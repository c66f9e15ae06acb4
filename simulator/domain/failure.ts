import type { CatalogueId } from '../../contracts/errors/error-ids';

/**
 * A domain, service or handler failure as a value: a catalogue id, an optional message (the catalogue's
 * default otherwise) and an optional app id for the envelope. It carries no flash entries: those live on
 * the cart record, which the service saves before it returns the failure. Domain owns this type so that
 * core, db, services and handlers import domain and never the other way round.
 */
export interface Failure {
  readonly ok: false;
  readonly errorId: CatalogueId;
  readonly message?: string;
  readonly appId?: string;
}

export function failure(errorId: CatalogueId, message?: string, appId?: string): Failure {
  return { ok: false, errorId, ...(message ? { message } : {}), ...(appId ? { appId } : {}) };
}

/**
 * The one failure check: every simulator function that can fail returns `T | Failure` (docs/decisions.md,
 * "One failure shape"), and callers ask `isFailure(x)`. `ok: false` marks a Failure; no success value has `ok`.
 */
export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}
