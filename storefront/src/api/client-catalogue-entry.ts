import type { CatalogueEntry } from '../../../contracts/errors/catalogue-entry';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import type { Handling } from '../../../contracts/errors/handling';

/** A catalogue entry as the browser carries it: how to handle the id, without the server's default text. */
export type ClientCatalogueEntry = Pick<CatalogueEntry, 'status' | 'kind' | 'handling'>;

/** The generated table's form: [status, kind, handling], a handling without options (or only defaults) as its kind. */
export type CompactCatalogueEntry = readonly [
  CatalogueEntry['status'],
  CatalogueEntry['kind'],
  readonly (Handling['kind'] | Handling)[],
];

/** The generated table (error-catalogue.generated.ts), as load-error-catalogue.ts hands it to ApiError. */
export type ErrorCatalogue = Readonly<Record<CatalogueId, CompactCatalogueEntry>>;

export function expandEntry([status, kind, handling]: CompactCatalogueEntry): ClientCatalogueEntry {
  return {
    status,
    kind,
    handling: handling.map((h) => {
      if (typeof h !== 'string') return h;
      return (h === 'error-notice' ? { kind: h, scrollIntoView: false } : { kind: h }) as Handling;
    }),
  };
}
