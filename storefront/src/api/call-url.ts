import type { OperationRoute } from './operation-route';

type Scalar = string | number | boolean;

/** Fills `{name}` placeholders (URI-encoded) and appends the query; array values repeat the key. */
export function callUrl(
  baseUrl: string,
  route: Pick<OperationRoute, 'path'>,
  params: Record<string, Scalar> | undefined,
  query: Record<string, Scalar | readonly Scalar[] | undefined | null> | undefined,
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}
