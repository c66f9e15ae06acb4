/**
 * How a world's store hands its rows to a world snapshot (core/world-snapshot.ts) and takes them back.
 * Every mutable part of a world's db answers this under KEPT_ROWS (copy-on-write collections, record
 * tables); db-snapshot.ts refuses a part that neither answers it nor is frozen, so a new kind of store
 * cannot be left out of a snapshot silently.
 */
export const KEPT_ROWS: unique symbol = Symbol('kept rows');

export interface KeptRows {
  /** This world's own rows (plain data, in order), or undefined while it still reads the shared ones. */
  save(): readonly unknown[] | undefined;
  /** Makes these rows the world's own, as saved (a freshly created world, before any other write). */
  load(rows: readonly unknown[]): Promise<void> | void;
}

export function keptRowsOf(value: unknown): KeptRows | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const kept = (value as { [KEPT_ROWS]?: KeptRows })[KEPT_ROWS];
  return kept && typeof kept.save === 'function' ? kept : undefined;
}
