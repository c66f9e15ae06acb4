import { bodyMediaTypesOf, type Operation } from '../../contracts/registry/define-operations';
import { type Failure, failure } from '../domain/failure';
import type { PlainRequest } from './plain';

/**
 * The media-type checks a real API makes before it reads a request: it answers only JSON (API406 when the
 * client accepts none), and reads only JSON bodies (API415). A missing Accept or Content-Type is taken as
 * JSON, as the storefront's clients and curl users expect. Operations whose contract lists `text/plain`
 * (the beacons: navigator.sendBeacon sends a string as text/plain) read that body as JSON text too.
 */

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

const mediaType = (value: string) => value.split(';')[0]?.trim().toLowerCase() ?? '';

export function acceptsJson(accept: string | null): boolean {
  if (!accept?.trim()) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) return false;
    return type === '*/*' || type === 'application/*' || JSON_TYPE.test(type);
  });
}

export function isJsonContentType(contentType: string | null): boolean {
  return !contentType?.trim() || JSON_TYPE.test(mediaType(contentType));
}

/** Whether a body of this Content-Type is one the operation takes (JSON always; others as listed). */
export function takesContentType(op: Operation, contentType: string | null): boolean {
  if (isJsonContentType(contentType)) return true;
  const type = mediaType(contentType ?? '');
  return bodyMediaTypesOf(op).some((listed) => listed === type);
}

/** API406 or API415 for a request this operation cannot serve, naming the header. */
export function mediaTypeFailure(op: Operation, request: PlainRequest): Failure | undefined {
  const accept = request.headers.accept ?? null;
  if (!acceptsJson(accept))
    return failure('API406', `headers.accept: "${accept}" does not accept application/json`);
  const contentType = request.headers['content-type'] ?? null;
  if (op.request.body && request.body !== undefined && !takesContentType(op, contentType))
    return failure(
      'API415',
      `headers.content-type: "${contentType}" is not ${bodyMediaTypesOf(op).join(' or ')}`,
    );
  return undefined;
}
