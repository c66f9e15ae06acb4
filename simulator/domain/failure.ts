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

export type Result<T> = { readonly ok: true; readonly value: T } | Failure;

export function failure(errorId: CatalogueId, message?: string, appId?: string): Failure {
  return { ok: false, errorId, ...(message ? { message } : {}), ...(appId ? { appId } : {}) };
}

export function success<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}
