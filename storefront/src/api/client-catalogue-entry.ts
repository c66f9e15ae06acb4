import type { CatalogueEntry } from '../../../contracts/errors/catalogue-entry';

/** A catalogue entry as the browser carries it: how to handle the id, without the server's default text. */
export type ClientCatalogueEntry = Pick<CatalogueEntry, 'status' | 'kind' | 'area' | 'handling'>;
