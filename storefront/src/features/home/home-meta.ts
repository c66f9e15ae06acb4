import type { ContentPage } from '../../commerce/content';

/** PageMeta adds " | SummitPeak"; content titles may already carry it. */
const BRAND_SUFFIX = /\s*\|\s*SummitPeak\s*$/i;

/** The home page's title and description from its content meta, or the given defaults. */
export function homeMeta(
  page: Pick<ContentPage, 'title' | 'meta'> | undefined,
  defaults: { title: string; description: string },
): { title: string; description: string } {
  const title = (page?.meta.title ?? page?.title ?? '').replace(BRAND_SUFFIX, '').trim();
  const description = page?.meta.description.trim() ?? '';
  return { title: title || defaults.title, description: description || defaults.description };
}
