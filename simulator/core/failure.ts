import type { CatalogueId } from '../../contracts/errors/error-ids';

/**
 * A domain or handler failure as a value: a catalogue id, an optional message (the catalogue's default
 * otherwise) and optional flash entries the envelope carries (spec 000 section 8: "an error whose details
 * hold a flash entry refreshes the cart").
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
