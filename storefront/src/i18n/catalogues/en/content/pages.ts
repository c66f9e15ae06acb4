/** Content pages with their own address (features/content-pages). */
export const contentPagesTexts = {
  'contentPages.pages.home': 'Home',
  'contentPages.pages.loading': 'Loading the page',
  'contentPages.pages.error': 'We could not load this page.',
  'contentPages.pages.retry': 'Try again',
  'contentPages.pages.children': 'In this section',
} as const;
