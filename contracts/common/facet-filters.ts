/**
 * The facet filters syntax of productSearch (`filters`): facetId:value[,value] joined by `|`
 * (color:black,red|size:m). Written once here: the operation validates with it, the simulator reads it and
 * the storefront writes it and reads it back from a listing link that carries it (/c/men-1000?filters=sale:true).
 */

/** A facet id: a letter, then letters, digits or _ (at most 40). */
export const FACET_ID_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;
/** A facet value: the separators : | and , cannot appear in one. */
export const FACET_VALUE_PATTERN = /^[^:|,]{1,60}$/;

export const FACET_FILTERS_PATTERN =
  /^[a-zA-Z][a-zA-Z0-9_]{0,39}:[^:|,]+(,[^:|,]+)*(\|[a-zA-Z][a-zA-Z0-9_]{0,39}:[^:|,]+(,[^:|,]+)*)*$/;

/**
 * `color:black,red|size:m` -> { color: ['black', 'red'], size: ['m'] }: values keep their case and order,
 * repeats merge. Text that does not follow the syntax gives no filter at all (a link cannot half-apply).
 */
export function parseFacetFilters(text: string | null | undefined): Record<string, string[]> {
  const selection: Record<string, string[]> = {};
  if (!text || !FACET_FILTERS_PATTERN.test(text)) return selection;
  for (const part of text.split('|')) {
    const [id = '', values = ''] = part.split(':');
    const list = selection[id] ?? [];
    for (const v of values.split(',')) if (v && !list.includes(v)) list.push(v);
    selection[id] = list;
  }
  return selection;
}
