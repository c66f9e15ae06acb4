/**
 * The header a content call carries its preview date in (previewDateTime, spec 001 sections 2 and 7). Its
 * own file, importing nothing: the storefront's shell imports it (no Zod, no other constant comes with it).
 */
export const PREVIEW_DATE_HEADER = 'x-preview-date';
