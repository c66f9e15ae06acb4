import type { ErrorEnvelope } from '../../contracts/common/error-envelope';
import { catalogue, envelopeFor } from '../../contracts/errors/catalogue';
import type { Failure } from './failure';

const JSON_HEADERS = { 'content-type': 'application/json' } as const;

type ExtraHeaders = Readonly<Record<string, string>>;

export function jsonResponse(
  status: number,
  body: unknown,
  correlationId?: string,
  extra: ExtraHeaders = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...JSON_HEADERS, ...extra, ...(correlationId ? { 'x-correlation-id': correlationId } : {}) },
  });
}

export function emptyResponse(status: number, correlationId?: string, extra: ExtraHeaders = {}): Response {
  return new Response(null, {
    status,
    headers: { ...extra, ...(correlationId ? { 'x-correlation-id': correlationId } : {}) },
  });
}

/** The error envelope with the status the catalogue gives the id (or an explicit one). */
export function failureResponse(f: Failure, correlationId: string, status?: number): Response {
  const envelope: ErrorEnvelope = envelopeFor(f.errorId, correlationId, f.message, f.appId);
  return jsonResponse(status ?? catalogue[f.errorId].status, envelope, correlationId);
}

/** The caller's correlation id, or a new one: every answer carries one. */
export function correlationIdOf(request: Request): string {
  return request.headers.get('x-correlation-id') ?? `corr-${crypto.randomUUID()}`;
}
