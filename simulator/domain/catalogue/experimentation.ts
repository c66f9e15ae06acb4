import type { SegmentsResponse } from '../../../contracts/entities/experimentation-events';
import { parseHttpDate } from './http-date';

/**
 * Whether the datafile is unchanged for a poller: If-Modified-Since (an HTTP date, whole seconds) is at
 * or after the datafile's last modification. A missing value or one that is not an HTTP-date is ignored
 * (RFC 9110 section 13.1.3), so the full datafile is answered.
 */
export function isNotModified(ifModifiedSince: string | undefined, lastModified: string): boolean {
  if (!ifModifiedSince) return false;
  const since = parseHttpDate(ifModifiedSince);
  if (since === undefined) return false;
  return Math.floor(Date.parse(lastModified) / 1000) <= Math.floor(since / 1000);
}

/** Last-Modified as an HTTP date. */
export const httpDate = (iso: string): string => new Date(iso).toUTCString();

/** Known users: visitor ids (vuid_...); any other identifier is unknown to the customer-data platform. */
const isKnownUser = (userId: string): boolean => /^vuid_[a-z0-9]+$/.test(userId);

function qualifies(userId: string, audience: string): boolean {
  let h = 7;
  for (const c of `${userId}|${audience}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 3 !== 0;
}

/**
 * The qualified segments of a user: each asked audience (or every known one) with a state that is stable
 * per user and audience. Unknown users answer customer null with an error entry, as GraphQL servers do.
 */
export function qualifiedSegments(
  userId: string,
  asked: readonly string[],
  known: readonly string[],
): SegmentsResponse {
  if (!isKnownUser(userId)) {
    return {
      data: { customer: null },
      errors: [
        {
          message: `Customer not found for identifier ${userId}`,
          extensions: { code: 'NOT_FOUND', classification: 'DataFetchingException' },
        },
      ],
    };
  }
  const audiences = asked.length ? asked : known;
  return {
    data: {
      customer: {
        audiences: {
          edges: audiences.map((name) => ({
            node: { name, state: qualifies(userId, name) ? 'qualified' : 'not_qualified' },
          })),
        },
      },
    },
  };
}
