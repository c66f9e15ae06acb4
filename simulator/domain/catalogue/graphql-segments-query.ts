import { type Failure, failure } from '../failure';

/**
 * The arguments of a qualified-segments query written inline, as the Optimizely SDK sends it (no GraphQL
 * variables):
 *
 *   query {customer(vuid : "vuid_abc123") {audiences(subset: ["trail_runners","gear_heads"]) {edges {node {name state}}}}}
 *
 * The user key is `vuid` or `fs_user_id`; the subset may be empty or left out (every known segment). Only
 * these two arguments are read: the rest of the selection is the one answer shape the endpoint has.
 */

/** Whose segments a query asks for, and which (empty: every known one); the shape of the request's variables. */
export interface SegmentsQuestion {
  readonly userId: string;
  readonly audiences: string[];
}

/** The limits of the request's variables (contracts/entities/experimentation-events.ts), kept for the inline form. */
export const SEGMENTS_QUERY_LIMITS = { idLength: 128, nameLength: 128, audiences: 100 } as const;

/** A GraphQL string literal (block strings aside): quotes around anything but a bare quote or backslash. */
const STRING = String.raw`"(?:[^"\\\n]|\\.)*"`;
const CUSTOMER = new RegExp(String.raw`\bcustomer\s*\(\s*(vuid|fs_user_id)\s*:\s*(${STRING})`);
const AUDIENCES_ARGS = /\baudiences\s*\(/;
const SUBSET_START = /\baudiences\s*\(\s*subset\s*:\s*\[/;
// Sticky: read one list item, or the list's end, exactly where the last read stopped (no backtracking).
const ITEM = new RegExp(String.raw`\s*(${STRING})\s*,?`, 'y');
const SUBSET_END = /\s*\]\s*\)/y;

/** A string literal's value; GraphQL's escapes are JSON's. Undefined for an escape neither knows. */
function stringValue(literal: string): string | undefined {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return undefined;
  }
}

const refused = (what: string): Failure => failure('API400', `body.query: ${what}`);

/**
 * The user id and the asked segments of an inline segments query, or API400 naming `body.query` when it
 * names no customer identifier (nor a readable one) or its subset is not a list of strings.
 */
export function segmentsQuestionOf(query: string): SegmentsQuestion | Failure {
  const customer = CUSTOMER.exec(query);
  if (!customer) {
    return refused(
      'names no customer identifier: ask customer(vuid: "…") or customer(fs_user_id: "…"), or send variables.userId',
    );
  }
  const [, userKey, literal = ''] = customer;
  const userId = stringValue(literal);
  if (userId === undefined) return refused(`customer(${userKey}) is not a valid GraphQL string`);
  if (userId.length < 1 || userId.length > SEGMENTS_QUERY_LIMITS.idLength) {
    return refused(`customer(${userKey}) must be 1 to ${SEGMENTS_QUERY_LIMITS.idLength} characters`);
  }

  if (!AUDIENCES_ARGS.test(query)) return { userId, audiences: [] };
  const audiences = subsetOf(query);
  if (audiences === undefined) return refused('audiences(subset: […]) must be a list of strings');
  if (audiences.some((name) => name.length < 1 || name.length > SEGMENTS_QUERY_LIMITS.nameLength)) {
    return refused(`audiences(subset) names must be 1 to ${SEGMENTS_QUERY_LIMITS.nameLength} characters`);
  }
  if (audiences.length > SEGMENTS_QUERY_LIMITS.audiences) {
    return refused(`audiences(subset) holds at most ${SEGMENTS_QUERY_LIMITS.audiences} names`);
  }
  return { userId, audiences };
}

/** The names of `audiences(subset: [...])`, read item by item; undefined when it is not a list of strings. */
function subsetOf(query: string): string[] | undefined {
  const start = SUBSET_START.exec(query);
  if (!start) return undefined;
  const names: string[] = [];
  let at = start.index + start[0].length;
  for (;;) {
    SUBSET_END.lastIndex = at;
    if (SUBSET_END.test(query)) return names;
    ITEM.lastIndex = at;
    const item = ITEM.exec(query);
    const name = item?.[1] === undefined ? undefined : stringValue(item[1]);
    if (!item || name === undefined) return undefined;
    names.push(name);
    at = ITEM.lastIndex;
  }
}
