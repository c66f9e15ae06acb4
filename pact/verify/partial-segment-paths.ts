/**
 * swagger-mock-validator matches a path parameter only when it fills a whole segment, so a template such
 * as `/datafiles/{sdkKey}.json` (the experimentation datafile) matches no request. Before the check, such
 * a segment's literal text is moved out of both sides: the document's path becomes `/datafiles/{sdkKey}`
 * and a pact request to `/datafiles/summitpeak-us-production.json` becomes `/datafiles/summitpeak-us-production`,
 * so the parameter's value is still checked against its schema (which never allows the literal text).
 */

const PARTIAL = /^(?<before>[^{}]*)\{(?<name>\w+)\}(?<after>[^{}]*)$/;

interface Rewrite {
  readonly match: RegExp;
  readonly replace: (path: string) => string;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rewrite of one document path, or none when every parameter fills its segment. */
function rewriteOf(template: string): { wholePath: string; rewrite: Rewrite } | undefined {
  const segments = template.split('/');
  const partial = segments
    .map((s) => PARTIAL.exec(s)?.groups)
    .map((g) => (g && (g.before || g.after) ? g : undefined));
  if (!partial.some(Boolean)) return undefined;
  const wholePath = segments.map((s, i) => (partial[i] ? `{${partial[i]?.name}}` : s)).join('/');
  const pattern = segments
    .map((s, i) => {
      const g = partial[i];
      if (g) return `${literal(g.before ?? '')}([^/]+?)${literal(g.after ?? '')}`;
      return s
        .replace(/\{\w+\}/g, '\u0000')
        .split('\u0000')
        .map(literal)
        .join('[^/]+');
    })
    .join('/');
  const match = new RegExp(`^${pattern}$`);
  const replace = (path: string) =>
    path
      .split('/')
      .map((s, i) => {
        const g = partial[i];
        return g ? s.slice((g.before ?? '').length, s.length - (g.after ?? '').length) : s;
      })
      .join('/');
  return { wholePath, rewrite: { match, replace } };
}

/** The document with whole-segment parameters, and the rewrite its requests' paths need. */
export function withWholeSegmentParameters<D extends { paths?: Record<string, unknown> }>(
  doc: D,
): { doc: D; rewritePath: (path: string) => string } {
  const rewrites: Rewrite[] = [];
  const paths: Record<string, unknown> = {};
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const found = rewriteOf(template);
    paths[found?.wholePath ?? template] = item;
    if (found) rewrites.push(found.rewrite);
  }
  const rewritePath = (path: string) => rewrites.find((r) => r.match.test(path))?.replace(path) ?? path;
  return { doc: { ...doc, paths }, rewritePath };
}
