import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One interaction of a pact file whose expected answer pins a catalogue id. */
export interface PactCover {
  readonly pact: string;
  readonly interaction: string;
  readonly status: number;
}

interface MatcherRule {
  readonly matchers?: readonly { readonly match?: string }[];
}

interface PactInteractionJson {
  readonly description?: string;
  readonly response?: {
    readonly status?: number;
    readonly body?: { readonly content?: unknown } | unknown;
    readonly matchingRules?: { readonly body?: Readonly<Record<string, MatcherRule>> };
  };
}

/** `$.errorDetails[0].errorId` as a matching rule names it: `$.errorDetails[*].errorId`. */
const rulePath = (path: string) => path.replace(/\[\d+\]/g, '[*]');

/**
 * True when the value at `path` is compared by value: the most specific rule on it or on a parent is none or
 * `equality`. A `type` or `regex` rule lets any value through, so the pact would not pin the id.
 */
function pinned(path: string, rules: Readonly<Record<string, MatcherRule>>): boolean {
  const target = rulePath(path);
  const covering = Object.keys(rules)
    .filter((key) => target === key || target.startsWith(`${key}.`) || target.startsWith(`${key}[`))
    .sort((a, b) => b.length - a.length)[0];
  if (covering === undefined) return true;
  return (rules[covering]?.matchers ?? []).every((m) => m.match === undefined || m.match === 'equality');
}

/** Paths to string values where a pact states a catalogue id: an error detail's id, a flash entry, an item's codes. */
const ID_PLACE = /(\.errorId|\.flash\b.*|\.codes\b.*)$/;

function* stringsOf(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* stringsOf(v, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* stringsOf(v, `${path}.${k}`);
}

/** The body a V3 (`body`) or V4 (`body.content`) pact file holds. */
function bodyOf(response: PactInteractionJson['response']): unknown {
  const body = response?.body;
  return body && typeof body === 'object' && 'content' in body ? body.content : body;
}

/** The catalogue ids one interaction's expected answer pins, by value, where ids stand. */
export function idsPinnedBy(interaction: PactInteractionJson, isId: (s: string) => boolean): string[] {
  const rules = interaction.response?.matchingRules?.body ?? {};
  const ids = new Set<string>();
  for (const [path, value] of stringsOf(bodyOf(interaction.response), '$'))
    if (isId(value) && ID_PLACE.test(path) && pinned(path, rules)) ids.add(value);
  return [...ids];
}

/** Every id the pact files of `folder` pin, with the interactions that pin it (file order). */
export function pactCoverage(folder: string, isId: (s: string) => boolean): Map<string, PactCover[]> {
  const byId = new Map<string, PactCover[]>();
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
      interactions?: PactInteractionJson[];
    };
    for (const interaction of pact.interactions ?? [])
      for (const id of idsPinnedBy(interaction, isId)) {
        const list = byId.get(id) ?? [];
        list.push({
          pact: file,
          interaction: interaction.description ?? '(no description)',
          status: interaction.response?.status ?? 200,
        });
        byId.set(id, list);
      }
  }
  return byId;
}
