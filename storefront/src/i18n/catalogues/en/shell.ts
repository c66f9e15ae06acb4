/** The page shell: skip link, not-found page, loading and error states shared by every route. */
export const shell = {
  'shell.skipToContent': 'Skip to content',
  'notFound.title': 'Page not found',
  'notFound.body':
    'The page you are looking for is not available. It may have moved, or the link may be wrong.',
  'notFound.home': 'Back to the home page',
  'contentBlocks.newTab': '(opens in a new tab)',
} as const;
