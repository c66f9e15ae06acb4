import type { z } from '../../contracts/zod';
import { freezeNew } from './deep-freeze';
import { KEPT_ROWS, type KeptRows } from './kept-rows';

/** Writes are checked against their schema wherever answers are: everywhere but a production build. */
const VALIDATES = typeof process === 'undefined' || process.env.NODE_ENV !== 'production';

/**
 * One world's records of one kind, keyed by their primary key, listed in insertion order (a replaced
 * record keeps its place). A record is stored deep-frozen, exactly as written, and handed out as it is:
 * reads copy nothing, and a write replaces the whole record with a new object, so a record's identity
 * changes exactly when it changes. Holders of an old record keep the old state; a caller that wants to
 * change one builds the next record (spread) and writes it: only its new objects are frozen (freezeNew),
 * the parts it shares with a stored record are frozen already.
 *
 * While validating, a write is checked against the record's schema, and the schema must leave it as it
 * is (no unknown keys, nothing trimmed): what a production build stores unchecked is then the same record
 * as in dev and test. A violation throws, naming the field: it is a simulator bug.
 *
 * The map is made on the first write: a world that never writes carts or orders pays a few fields.
 */
export class RecordTable<T extends object, K extends keyof T> {
  #rows: Map<T[K], Readonly<T>> | undefined;

  constructor(
    private readonly schema: z.ZodType<T>,
    private readonly key: K,
    private readonly validates: boolean = VALIDATES,
  ) {}

  get size(): number {
    return this.#rows?.size ?? 0;
  }

  get(key: T[K]): Readonly<T> | undefined {
    return this.#rows?.get(key);
  }

  /**
   * Inserts or replaces (in place) the record with its key; answers the stored, frozen record. A record equal
   * to the stored one leaves it stored: its identity, which caches key on, stays (a prepareOrder that changes
   * nothing keeps the cart as it was).
   */
  set(record: T): Readonly<T> {
    const current = this.#rows?.get(record[this.key]);
    if (current !== undefined && sameRecord(record, current)) return current;
    if (this.validates) this.#check(record);
    const stored = freezeNew(record);
    this.#rows ??= new Map();
    this.#rows.set(record[this.key], stored);
    return stored;
  }

  delete(key: T[K]): boolean {
    return this.#rows?.delete(key) ?? false;
  }

  /** Every record, in insertion order. */
  values(): readonly Readonly<T>[] {
    return this.#rows ? [...this.#rows.values()] : [];
  }

  find(predicate: (record: Readonly<T>) => boolean): Readonly<T> | undefined {
    if (!this.#rows) return undefined;
    for (const record of this.#rows.values()) if (predicate(record)) return record;
    return undefined;
  }

  filter(predicate: (record: Readonly<T>) => boolean): Readonly<T>[] {
    const out: Readonly<T>[] = [];
    if (this.#rows) for (const record of this.#rows.values()) if (predicate(record)) out.push(record);
    return out;
  }

  /** A world snapshot keeps the rows once the table was written to (core/world-snapshot.ts). */
  get [KEPT_ROWS](): KeptRows {
    return {
      save: () => (this.#rows ? [...this.#rows.values()] : undefined),
      load: (rows) => {
        this.#rows = new Map();
        for (const row of rows) this.set(row as T);
      },
    };
  }

  #check(record: T): void {
    const result = this.schema.safeParse(record);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(
        `record table: invalid record ${String(record[this.key])} at ${pathOf(issue?.path ?? [])}: ${issue?.message}`,
      );
    }
    const changed = firstDifference(record, result.data);
    if (changed)
      throw new Error(
        `record table: record ${String(record[this.key])} is changed by its schema at ${pathOf(changed)} (unknown key or transform)`,
      );
  }
}

/** Plain records equal in content: no key or value of either missing from or different in the other. */
const sameRecord = (a: unknown, b: unknown): boolean =>
  firstDifference(a, b) === undefined && firstDifference(b, a) === undefined;

const pathOf = (path: readonly PropertyKey[]): string =>
  path.length ? path.map(String).join('.') : '(root)';

/**
 * The path where a schema's output differs from its input, if anywhere (plain data: objects, arrays,
 * primitives): a key the output dropped or a value it changed. Built on the way back, so a match allocates nothing.
 */
function firstDifference(input: unknown, output: unknown): PropertyKey[] | undefined {
  if (input === output) return undefined;
  if (typeof input !== 'object' || typeof output !== 'object' || input === null || output === null)
    return Object.is(input, output) ? undefined : [];
  if (Array.isArray(input)) {
    if (!Array.isArray(output) || input.length !== output.length) return [];
    for (let i = 0; i < input.length; i++) {
      const at = firstDifference(input[i], output[i]);
      if (at) return [i, ...at];
    }
    return undefined;
  }
  const outputs = output as Record<string, unknown>;
  // for...in rather than Object.keys: no array per object (records are plain, nothing inherited is enumerable).
  for (const key in input) {
    if (!(key in outputs)) return [key];
    const at = firstDifference((input as Record<string, unknown>)[key], outputs[key]);
    if (at) return [key, ...at];
  }
  return undefined;
}
