import { SHOWCASE_DEFAULT_LIMIT, SHOWCASE_LIMITS } from '../../../../../contracts/common/content-constants';
import type { ShowcaseRequest } from '../../../commerce/content/espots';

export { SHOWCASE_LIMITS };

/** What the showcase page's query asks for: a doc type (required), a layout variant, a limit of 10, 20 or 50. */
export interface ShowcaseQuery {
  readonly docType?: string;
  readonly layoutVariant?: string;
  readonly limit: ShowcaseRequest['limit'];
}

const isLimit = (value: number): value is ShowcaseRequest['limit'] =>
  (SHOWCASE_LIMITS as readonly number[]).includes(value);

/** The page's query read: a limit the tool does not offer is the default (20, spec 001 section 9). */
export function readShowcaseQuery(search: URLSearchParams): ShowcaseQuery {
  const docType = search.get('docType')?.trim();
  const layoutVariant = search.get('layoutVariant')?.trim();
  const limit = Number(search.get('limit'));
  return {
    ...(docType ? { docType } : {}),
    ...(layoutVariant ? { layoutVariant } : {}),
    limit: isLimit(limit) ? limit : SHOWCASE_DEFAULT_LIMIT,
  };
}
