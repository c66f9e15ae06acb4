/** The spec's `{param}` placeholders as MSW path parameters (`/cart/v1/cart/:basketId`). */
export function mswPath(specPath: string): string {
  return specPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** Fewer parameters first, so `/fapi/pages/location-selector` is tried before `/fapi/pages/{page}`. */
export function bySpecificity(a: { path: string }, b: { path: string }): number {
  const params = (p: string) => (p.match(/\{/g) ?? []).length;
  return params(a.path) - params(b.path);
}
