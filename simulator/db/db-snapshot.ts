import type { Db } from './create-db';
import { keptRowsOf } from './kept-rows';

/**
 * A world's db as a snapshot keeps it: per store, the rows of each part the world wrote to (a part it never
 * wrote is absent: it still reads the seed's shared rows, which a restore rebuilds from the seed).
 */
export type DbSnapshot = { readonly [S in keyof Db]: Readonly<Record<string, readonly unknown[]>> };

const storesOf = (db: Db) => Object.keys(db) as (keyof Db)[];

/**
 * Each part of a store either keeps its rows (kept-rows.ts) or is frozen configuration (the promotions), which
 * a restore rebuilds from the seed. Anything else would be lost on a restore, so it is refused loudly.
 */
function partsOf(db: Db, store: keyof Db) {
  return Object.entries(db[store]).map(([part, value]) => {
    const kept = keptRowsOf(value);
    if (!kept && !Object.isFrozen(value))
      throw new Error(
        `world snapshot: db.${store}.${part} keeps no rows (neither a copy-on-write collection nor a record table) and is not frozen: a restore would lose it`,
      );
    return { part, kept };
  });
}

/** The rows are the stored records themselves: serialise the snapshot before the world changes again. */
export function saveDb(db: Db): DbSnapshot {
  const out = {} as Record<keyof Db, Record<string, readonly unknown[]>>;
  for (const store of storesOf(db)) {
    const saved: Record<string, readonly unknown[]> = {};
    for (const { part, kept } of partsOf(db, store)) {
      const rows = kept?.save();
      if (rows) saved[part] = rows;
    }
    out[store] = saved;
  }
  return out;
}

/** Loads saved rows into a fresh world's db; a part this code does not know (an older snapshot) throws. */
export async function loadDb(db: Db, saved: DbSnapshot): Promise<void> {
  for (const store of storesOf(db)) {
    const parts = new Map(partsOf(db, store).map(({ part, kept }) => [part, kept]));
    for (const [part, rows] of Object.entries(saved[store] ?? {})) {
      const kept = parts.get(part);
      if (!kept) throw new Error(`world snapshot: db.${store}.${part} is not a kept part of this simulator`);
      await kept.load(rows);
    }
  }
}
