/** The showcase preview tool page (features/content-blocks/showcase; spec 001 section 2). */
export const showcase = {
  'contentPages.showcase.title': 'Content showcase',
  'contentPages.showcase.description': 'Preview tool: the content items of one doc type.',
  'contentPages.showcase.docTypeRequired': 'Doc type is required',
  'contentPages.showcase.docType': 'Doc type: {docType}',
  'contentPages.showcase.layoutVariant': 'Layout variant: {layoutVariant}',
  'contentPages.showcase.limit': 'Items to show',
  'contentPages.showcase.items': 'Items',
  'contentPages.showcase.noResults': 'No results.',
  'contentPages.showcase.loading': 'Loading the items',
  'contentPages.showcase.failed': 'The items could not be loaded.',
  'contentPages.showcase.retry': 'Try again',
} as const;
