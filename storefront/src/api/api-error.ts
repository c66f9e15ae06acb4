import type { ErrorEnvelope } from '../../../contracts/common/error-envelope';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import type { OperationId } from '../../../contracts/registry/operations';
import { type ClientCatalogueEntry, type ErrorCatalogue, expandEntry } from './client-catalogue-entry';

const isCatalogueId = (catalogue: ErrorCatalogue, id: string): id is CatalogueId =>
  Object.hasOwn(catalogue, id);

/**
 * A failed call as a value: the HTTP status, the first error id of the envelope with its catalogue entry
 * (handling, status, default text), every detail, and the server's own message. The storefront shows the
 * friendlier catalogue message for the id when it has one (i18n/error-message.ts), else the server's.
 * The catalogue table is passed in (the client loads it on its error path, api/load-error-catalogue.ts) so
 * that no page carries it before an error arrives. Without it (its chunk failed to load) the error keeps
 * the envelope's id, as the contract types it, but has no entry: no handling beyond the generic one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly operationId: OperationId;
  readonly status: number;
  /**
   * The first errorId of the envelope; undefined for an answer that is not an envelope (a proxy's 502), or
   * for an id the loaded catalogue does not know.
   */
  readonly errorId: CatalogueId | undefined;
  /** The catalogue's status, kind and handling for the id (its text comes from i18n or the server). */
  readonly entry: (ClientCatalogueEntry & { readonly id: CatalogueId }) | undefined;
  readonly details: ErrorEnvelope['errorDetails'];
  readonly appId: string | undefined;
  readonly correlationId: string | undefined;

  constructor(
    operationId: OperationId,
    status: number,
    envelope: Partial<ErrorEnvelope> | undefined,
    catalogue: ErrorCatalogue | undefined,
  ) {
    const details = envelope?.errorDetails ?? [];
    const first = details[0];
    super(first?.message ?? `HTTP ${status}`);
    this.operationId = operationId;
    this.status = status;
    this.details = details;
    const errorId = first?.errorId;
    this.errorId = errorId && (!catalogue || isCatalogueId(catalogue, errorId)) ? errorId : undefined;
    this.entry =
      this.errorId && catalogue ? { id: this.errorId, ...expandEntry(catalogue[this.errorId]) } : undefined;
    this.appId = envelope?.appId;
    this.correlationId = envelope?.correlationId;
  }

  /** True when any detail carries this id (an envelope may name several). */
  has(id: CatalogueId): boolean {
    return this.details.some((d) => d.errorId === id);
  }

  /** The server's message for the first detail. */
  get serverMessage(): string {
    return this.message;
  }

  /** The catalogue's handling kinds for this error, in order (recreate-cart-and-retry, item-level, ...). */
  get handlingKinds(): readonly string[] {
    return this.entry?.handling.map((h) => h.kind) ?? [];
  }
}

/** The network failed or the answer was not JSON: no envelope, no id. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly operationId: OperationId,
    cause: unknown,
  ) {
    super(`The call ${operationId} did not reach the server`, { cause });
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
