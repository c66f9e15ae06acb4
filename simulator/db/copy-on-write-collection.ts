import { Collection } from '@msw/data';
import { deepFreeze } from './deep-freeze';
import { KEPT_ROWS, type KeptRows } from './kept-rows';

/** A Standard Schema, as @msw/data takes it (its own type, without depending on its spec package). */
type Schema = ConstructorParameters<typeof Collection>[0]['schema'];

/**
 * One collection as every world of a seed (and seed shift) shares it: built once, frozen, never written.
 * `inputs` gives fresh copies of what its records were created from, in order (none: it starts empty).
 */
export interface SharedCollection<S extends Schema> {
  readonly schema: S;
  readonly collection: Collection<S>;
  readonly inputs: () => readonly unknown[];
}

/** Writes that answer a promise, so a seeded collection can copy its records first. */
const ASYNC_WRITES = new Set<PropertyKey>(['create', 'createMany', 'update', 'updateMany']);
/** The members of a collection's API that write (or could: `hooks`, `defineRelations`); the rest read. */
const WRITES = new Set<PropertyKey>([
  ...ASYNC_WRITES,
  'delete',
  'deleteMany',
  'clear',
  'defineRelations',
  'hooks',
]);

/** Builds a shared collection from its records' inputs (one at a time: insertion order is listing order). */
export async function sharedCollection<S extends Schema>(
  schema: S,
  inputs: () => readonly unknown[] = () => [],
): Promise<SharedCollection<S>> {
  const collection = new Collection({ schema });
  for (const input of inputs()) await collection.create(input as never);
  deepFreeze(collection.all());
  return { schema, collection, inputs };
}

/** The symbol @msw/data keys records by; it does not export it, so it is read off a record. */
function primaryKeySymbol(record: object): symbol | undefined {
  return Object.getOwnPropertySymbols(record).find((s) => s.description === 'kPrimaryKey');
}

const bound = <S extends Schema>(target: Collection<S>, prop: PropertyKey): unknown => {
  const value = Reflect.get(target, prop, target);
  return typeof value === 'function' ? value.bind(target) : value;
};

/**
 * The proxy handler of one world's view, as a class so that a world costs a few fields per collection
 * (its methods live on the prototype, not in closures per world).
 */
class CopyOnWrite<S extends Schema> implements ProxyHandler<Collection<S>>, KeptRows {
  #own: Collection<S> | undefined;
  #copying: Promise<Collection<S>> | undefined;

  constructor(private readonly shared: SharedCollection<S>) {}

  get(_target: Collection<S>, prop: PropertyKey): unknown {
    if (prop === KEPT_ROWS) return this;
    if (this.#own) return bound(this.#own, prop);
    const { shared } = this;
    if (!WRITES.has(prop)) return bound(shared.collection, prop);
    if (shared.collection.count() === 0) {
      this.#own = new Collection({ schema: shared.schema });
      return bound(this.#own, prop);
    }
    if (ASYNC_WRITES.has(prop))
      return async (...args: unknown[]) => {
        const write = bound(await this.#copy(), prop) as (...a: unknown[]) => unknown;
        return write(...args);
      };
    throw new Error(
      `copy-on-write collection: "${String(prop)}" cannot be the first write to a seeded collection`,
    );
  }

  set(): boolean {
    throw new Error('copy-on-write collection: its properties are not assignable');
  }

  /** A world snapshot keeps only the collections this world wrote to; the others are the seed's. */
  save(): readonly unknown[] | undefined {
    return this.#own?.all();
  }

  async load(rows: readonly unknown[]): Promise<void> {
    const collection = new Collection({ schema: this.shared.schema });
    for (const row of rows) await collection.create(row as never);
    this.#own = collection;
  }

  /** The world's own copy of the shared records, made once (concurrent first writes share it). */
  #copy(): Promise<Collection<S>> {
    this.#copying ??= (async () => {
      const collection = new Collection({ schema: this.shared.schema });
      const records = this.shared.collection.all();
      const key = records[0] ? primaryKeySymbol(records[0]) : undefined;
      for (const [i, input] of this.shared.inputs().entries()) {
        const record = records[i] as Record<symbol, unknown>;
        await collection.create((key ? { ...(input as object), [key]: record[key] } : input) as never);
      }
      this.#own = collection;
      return collection;
    })();
    return this.#copying;
  }
}

/**
 * A world's view of a shared collection (copy on write): reads come from the shared records until the
 * world's first write, which gives the world its own collection holding copies of them (same order, same
 * primary keys, so a record read before the copy still finds itself). A new world therefore costs one small
 * proxy per collection, and only the collections a session changes are ever copied.
 *
 * Copying a seeded collection is asynchronous (@msw/data validates what it stores), so its first write
 * must be one of the promise-answering ones (create, update...); a synchronous first write (delete) throws
 * rather than quietly writing to the shared records. Collections that start empty accept any first write.
 */
export function copyOnWrite<S extends Schema>(shared: SharedCollection<S>): Collection<S> {
  return new Proxy(shared.collection, new CopyOnWrite(shared));
}

/** One shared empty collection per schema, whatever its type (each entry is read back with its own). */
const empties = new WeakMap<Schema, unknown>();

/** A world's collection that starts empty: reads see the one shared empty collection of its schema until the first write. */
export function emptyCollection<S extends Schema>(schema: S): Collection<S> {
  let shared = empties.get(schema) as SharedCollection<S> | undefined;
  if (!shared) {
    const collection = new Collection({ schema });
    Object.freeze(collection.all());
    shared = { schema, collection, inputs: () => [] };
    empties.set(schema, shared);
  }
  return copyOnWrite(shared);
}
