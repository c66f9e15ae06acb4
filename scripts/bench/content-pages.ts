/**
 * Content pages for Lighthouse (issue 26): the newest journal article of the seeded en-us site (its slug
 * comes from the seed's fixed faker seed, simulator/db/seed/content-articles.ts; the content-pages e2e
 * reads the same article from the article search).
 */
export const CONTENT_PAGES = {
  article: '/en-us/journal/9-tips-for-snowshoeing-in-spring',
  /** An EMEA site's home page on a first visit: the consent banner shows (issue 27). */
  'home-consent': '/en-gb',
} as const;
export type ContentPageName = keyof typeof CONTENT_PAGES;
