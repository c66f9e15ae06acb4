import { stripVTControlCharacters } from 'node:util';
import { z } from '../../contracts/zod';
import type { Mismatch } from './report';

// The native verifier's JSON report (pact_ffi `pactffi_verifier_json`), as far as we read it. Lenient: a
// newer verifier may add fields, and mismatch kinds carry different ones (key, parameter, path).
const rawMismatch = z
  .object({
    type: z.string(),
    mismatch: z.string().optional(),
    path: z.string().optional(),
    key: z.string().optional(),
    parameter: z.string().optional(),
    expected: z.unknown().optional(),
    actual: z.unknown().optional(),
  })
  .passthrough();

const verifierError = z.object({
  interaction: z.string(),
  mismatch: z.union([
    z.object({ type: z.literal('mismatches'), mismatches: z.array(rawMismatch) }).passthrough(),
    z.object({ type: z.literal('error'), message: z.string() }).passthrough(),
  ]),
});

export const verifierJson = z.object({
  result: z.boolean(),
  errors: z.array(verifierError).default([]),
  pendingErrors: z.array(verifierError).default([]),
  interactionResults: z
    .array(z.object({ description: z.string(), duration: z.string().optional(), result: z.string() }))
    .default([]),
  output: z.array(z.string()).default([]),
});

export type VerifierJson = z.infer<typeof verifierJson>;
export type VerifierError = z.infer<typeof verifierError>;

/** The verifier's text keeps its terminal colours in places; a report does not want them. */
export const stripAnsi = (text: string) => stripVTControlCharacters(text);

/** "698ms", "1s 20ms", "2m 3s": in milliseconds. */
export function parseDuration(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const unit: Record<string, number> = {
    h: 3_600_000,
    m: 60_000,
    s: 1000,
    ms: 1,
    us: 0.001,
    µs: 0.001,
    ns: 0,
  };
  let total = 0;
  let found = false;
  for (const [, n, u] of text.matchAll(/(\d+(?:\.\d+)?)\s*(ms|us|µs|ns|h|m|s)/g)) {
    total += Number(n) * (unit[u as string] ?? 0);
    found = true;
  }
  return found ? Math.round(total) : undefined;
}

const show = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : stripAnsi(typeof value === 'string' ? value : JSON.stringify(value));

const keyPath = (parent: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}['${key}']`;

/** One verifier mismatch as report lines: a missing key becomes a mismatch at that key's own path. */
export function toMismatches(raw: z.infer<typeof rawMismatch>): Mismatch[] {
  const message = stripAnsi(raw.mismatch ?? raw.type);
  const missing = /^Actual map is missing the following keys: (.+)$/.exec(message);
  if (raw.type === 'BodyMismatch' && missing?.[1]) {
    const keys = (show(raw.actual) ?? '').replace(/^\[|\]$/g, '').replace(/"/g, '');
    return missing[1].split(', ').map((key) => ({
      path: keyPath(raw.path ?? '$', key),
      type: raw.type,
      message: `missing from the answer${keys ? ` (its keys: ${keys.split(',').join(', ')})` : ''}`,
    }));
  }
  const where: Record<string, string | undefined> = {
    StatusMismatch: 'status',
    HeaderMismatch: raw.key ? `header ${raw.key}` : undefined,
    QueryMismatch: raw.parameter ? `query ${raw.parameter}` : undefined,
    MetadataMismatch: raw.key ? `metadata ${raw.key}` : undefined,
    PathMismatch: 'path',
    MethodMismatch: 'method',
    BodyTypeMismatch: 'content type',
  };
  const expected = show(raw.expected);
  const actual = show(raw.actual);
  return [
    {
      path: where[raw.type] ?? raw.path ?? raw.key ?? raw.parameter ?? '(interaction)',
      type: raw.type,
      message,
      ...(expected === undefined ? {} : { expected: expected === '' ? '(none)' : expected }),
      ...(actual === undefined ? {} : { actual: actual === '' ? '(none)' : actual }),
    },
  ];
}

/** The verifier's name for an interaction in its errors: "Verifying a pact between C and P Given S - D". */
export function interactionKey(
  consumer: string,
  provider: string,
  states: readonly string[],
  description: string,
): string {
  const given = states.length > 0 ? ` Given ${states.join(' And ')}` : '';
  return `Verifying a pact between ${consumer} and ${provider}${given} - ${description}`;
}
