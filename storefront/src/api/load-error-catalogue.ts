import type { ErrorCatalogue } from './client-catalogue-entry';

let loading: Promise<ErrorCatalogue | undefined> | undefined;

/**
 * The error catalogue table (status, kind, handling per id), fetched the first time an error answer
 * arrives and kept after: a page whose calls all succeed never loads it. When its chunk cannot be fetched
 * (gone after a deploy) this gives undefined, so the caller still throws its ApiError, without entry, and
 * a later error tries the fetch again.
 */
export function loadErrorCatalogue(): Promise<ErrorCatalogue | undefined> {
  loading ??= import('./error-catalogue.generated').then(
    (module) => module.errorCatalogue,
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}
