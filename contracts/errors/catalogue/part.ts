import type { CatalogueEntry } from '../catalogue-entry';
import type { CatalogueId } from '../error-ids';

/** One catalogue entry as a part file writes it: the id is its key. */
export type EntryFields = Omit<CatalogueEntry, 'id'>;

/** The shape each part file `satisfies`: some ids, each with its fields. */
export type CataloguePart = Partial<Record<CatalogueId, EntryFields>>;
