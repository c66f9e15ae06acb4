import { stringLeaves } from './code';

/**
 * Ids the recorded flow created, and the variables that carry them from the step whose answer gave them to
 * the later steps that send them (pure bookkeeping; build-scenario.ts walks the calls in order).
 *
 * A value counts as created when it first shows in the answer of a call that changes something (not a GET:
 * reads give catalogue data, the same on every run), was never sent before (an echo of an input is not
 * created; nor is what a read showed before), and looks like an id: at least 4 characters with a digit, or 16 and more (tokens, codes).
 */

interface Produced {
  readonly step: number;
  readonly path: string;
  name?: string;
}

const GENERIC = new Set(['id', 'code', 'value', 'number', 'name', 'key', 'ref', 'reference']);
/** `token` is the runner's bearer token: a created id never takes that name. */
const RESERVED = new Set(['token', 'v']);

const looksLikeId = (value: string) => (value.length >= 4 && /\d/.test(value)) || value.length >= 16;

const camel = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase())
    .replace(/^[^A-Za-z]+/, '')
    .replace(/[^A-Za-z0-9]/g, '');

const singular = (word: string) => (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.replace(/s$/, ''));

/** A readable name: the key the value is sent under, else the key it came under, else the operation's noun. */
function nameFor(useKey: string | undefined, producedPath: string, operationId: string): string {
  const fromUse = useKey && !/^\d+$/.test(useKey) && !GENERIC.has(useKey) ? camel(useKey) : '';
  if (fromUse) return fromUse;
  const keys = producedPath.split('.').filter((k) => !/^\d+$/.test(k));
  const last = keys.at(-1) ?? '';
  if (last && !GENERIC.has(last)) return camel(last);
  const parent = keys.at(-2);
  if (parent) return `${singular(camel(parent))}Id`;
  // `createCart` -> cartId: the operation's noun.
  const noun = operationId.replace(/^[a-z]+/, '');
  return noun ? `${noun[0]?.toLowerCase()}${noun.slice(1)}Id` : 'createdId';
}

export class CreatedIds {
  readonly #produced = new Map<string, Produced>();
  /** Values sent in requests or shown by reads: never counted as created afterwards. */
  readonly #seen = new Set<string>();
  readonly #names = new Set<string>();
  readonly #saves = new Map<number, Record<string, string>>();
  readonly #operations = new Map<number, string>();

  /** Values a request sent: never counted as created afterwards. */
  sent(value: unknown): void {
    for (const [text] of stringLeaves(value)) this.#seen.add(text);
  }

  /** The answer of step `step` (index among the scenario's steps): its new id-like values. */
  answered(step: number, operationId: string, method: string, status: number, body: unknown): void {
    this.#operations.set(step, operationId);
    if (method === 'GET' || status >= 400) {
      // What a read showed was there before: a later answer carrying it did not create it.
      for (const [text] of stringLeaves(body)) this.#seen.add(text);
      return;
    }
    for (const [text, path] of stringLeaves(body)) {
      if (this.#produced.has(text) || this.#seen.has(text) || !looksLikeId(text)) continue;
      this.#produced.set(text, { step, path: path.join('.') });
    }
  }

  /** The variable carrying `value`, if an earlier step created it (its step then saves it); else undefined. */
  variableFor(value: string, useKey: string | undefined): string | undefined {
    const produced = this.#produced.get(value);
    if (!produced) return undefined;
    if (!produced.name) {
      const base = nameFor(useKey, produced.path, this.#operations.get(produced.step) ?? '') || 'createdId';
      let name = RESERVED.has(base) ? `${base}Value` : base;
      for (let n = 2; this.#names.has(name); n++) name = `${base}${n}`;
      produced.name = name;
      this.#names.add(name);
      const saves = this.#saves.get(produced.step) ?? {};
      saves[name] = produced.path;
      this.#saves.set(produced.step, saves);
    }
    return produced.name;
  }

  /** What step `step` must save for the later steps (name -> dotted path into its answer). */
  savesOf(step: number): Readonly<Record<string, string>> {
    return this.#saves.get(step) ?? {};
  }
}
