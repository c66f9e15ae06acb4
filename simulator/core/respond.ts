import type { ErrorEnvelope } from '../../contracts/common/error-envelope';
import { correlationId as correlationIdSchema, HEADER } from '../../contracts/common/headers';
import { catalogue, envelopeFor } from '../../contracts/errors/catalogue';
import type { Failure } from '../domain/failure';
import type { PlainAnswer, PlainRequest } from './plain';

type ExtraHeaders = Readonly<Record<string, string>>;

const withCorrelation = (headers: Record<string, string>, correlationId: string | undefined) => {
  if (correlationId) headers['x-correlation-id'] = correlationId;
  return headers;
};

export function jsonAnswer(
  status: number,
  body: unknown,
  correlationId?: string,
  extra: ExtraHeaders = {},
): PlainAnswer {
  return jsonTextAnswer(status, JSON.stringify(body), correlationId, extra);
}

/** A JSON answer already serialised (handle-operation validates the very text it sends). */
export function jsonTextAnswer(
  status: number,
  text: string,
  correlationId?: string,
  extra: ExtraHeaders = {},
): PlainAnswer {
  const headers = withCorrelation({ 'content-type': 'application/json', ...extra }, correlationId);
  return { status, headers, body: text };
}

export function emptyAnswer(status: number, correlationId?: string, extra: ExtraHeaders = {}): PlainAnswer {
  return { status, headers: withCorrelation({ ...extra }, correlationId), body: undefined };
}

/** The error envelope with the status the catalogue gives the id (or an explicit one). */
export function failureAnswer(f: Failure, correlationId: string, status?: number): PlainAnswer {
  const envelope: ErrorEnvelope = envelopeFor(f.errorId, correlationId, f.message, f.appId);
  return jsonAnswer(status ?? catalogue[f.errorId].status, envelope, correlationId);
}

export const freshCorrelationId = () => `corr-${crypto.randomUUID()}`;

/**
 * The caller's correlation id when it is a valid one, else a new one: every answer carries one, and a value
 * the contract refuses (12 kB, spaces) is never echoed back in the header or the envelope.
 */
export function correlationIdOf(request: Pick<PlainRequest, 'headers'>): string {
  const sent = request.headers[HEADER.correlationId];
  return sent !== undefined && correlationIdSchema.safeParse(sent).success ? sent : freshCorrelationId();
}
