import type { ErrorCatalogue } from './client-catalogue-entry';

let loading: Promise<ErrorCatalogue | undefined> | undefined;
const companions = new Set<() => Promise<unknown>>();

/**
 * Work that finishes with the table, before any error is thrown: the storefront loads its error texts
 * here (i18n/error-texts.ts), so the text for an error is there when the error is shown. A companion that
 * fails does not fail the error.
 */
export function loadWithErrorCatalogue(companion: () => Promise<unknown>): void {
  companions.add(companion);
}

/**
 * The error catalogue table (status, kind, handling per id), fetched the first time an error answer
 * arrives and kept after: a page whose calls all succeed never loads it. When its chunk cannot be fetched
 * (gone after a deploy) this gives undefined, so the caller still throws its ApiError, without entry, and
 * a later error tries the fetch again.
 */
export async function loadErrorCatalogue(): Promise<ErrorCatalogue | undefined> {
  loading ??= import('./error-catalogue.generated').then(
    (module) => module.errorCatalogue,
    () => {
      loading = undefined;
      return undefined;
    },
  );
  const [table] = await Promise.all([
    loading,
    ...[...companions].map((companion) => companion().catch(() => undefined)),
  ]);
  return table;
}
