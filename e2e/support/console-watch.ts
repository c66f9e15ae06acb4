import type { ConsoleMessage, Page } from 'playwright-core';

/**
 * Console errors and warnings a page logs, and its uncaught errors: a shop's console stays quiet, so any
 * of them fails the check (e2e/journeys/console-clean.spec.ts; the fixture's lenient form for every
 * journey). Written over playwright-core's Page so `npm run screenshots` or a dev-server project can use it.
 */
export interface ConsoleProblem {
  readonly kind: 'error' | 'warning' | 'pageerror';
  readonly text: string;
  /** Where it came from: the script, or for a failed load the resource's address. */
  readonly url: string;
  /** The page's address when it was logged. */
  readonly page: string;
}

/** A problem that is expected where it happens, with the reason it is. */
export interface Tolerated {
  readonly name: string;
  readonly why: string;
  readonly matches: (problem: ConsoleProblem) => boolean;
}

/**
 * Chromium logs every HTTP error answer to a fetch as "Failed to load resource". The storefront shows
 * those answers as their catalogue messages (that is what the journeys with injected faults check), so
 * the lenient check every journey runs tolerates them when they come from the API (`apiOrigin`), never
 * from the storefront's own files or images.
 */
export const apiErrorAnswers = (apiOrigin: string): Tolerated => ({
  name: 'API error answers',
  why: 'an HTTP error answer from the API is logged by Chromium as a failed load; the page handles it',
  matches: (p) =>
    p.kind === 'error' &&
    p.text.startsWith('Failed to load resource') &&
    p.url.startsWith(apiOrigin) &&
    !new URL(p.url).pathname.startsWith('/images/'),
});

/**
 * Development builds only: the content renderer names each content block type it has no renderer for
 * (splitBanner, video, socialGallery, articleGrid on the seeded home page), a notice for developers that
 * the content holds blocks this storefront skips. Rendering them is a feature of its own; the check
 * tolerates the notice by its exact form, so any other warning still fails.
 */
export const UNRENDERED_CONTENT_BLOCKS: Tolerated = {
  name: 'content block types without a renderer (development notice)',
  why: 'a development-only notice that the content holds block types the storefront skips',
  matches: (p) =>
    // block-renderer.tsx (content-problems.ts): the block's id and type, then its issues.
    p.kind === 'warning' && /^\[storefront\] content block \S+ \(\w+\): unknownType, not shown/.test(p.text),
};

function fromMessage(message: ConsoleMessage, page: Page): ConsoleProblem | undefined {
  const type = message.type();
  if (type !== 'error' && type !== 'warning') return undefined;
  return { kind: type, text: message.text(), url: message.location().url, page: page.url() };
}

/**
 * Starts collecting `page`'s console errors and warnings and its uncaught errors; answers a function that
 * returns those not `tolerated` so far.
 */
export function watchConsole(page: Page, tolerated: readonly Tolerated[] = []): () => ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  page.on('console', (message) => {
    const problem = fromMessage(message, page);
    if (problem) problems.push(problem);
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: error.stack ?? error.message, url: '', page: page.url() });
  });
  return () => problems.filter((problem) => !tolerated.some((t) => t.matches(problem)));
}

/** The problems as lines for an assertion message. */
export const describeProblems = (problems: readonly ConsoleProblem[]): string =>
  problems.map((p) => `${p.kind} on ${p.page}: ${p.text}${p.url ? ` (${p.url})` : ''}`).join('\n');

/**
 * The not-found stop: an address the route table does not name is a content page if the content API has
 * one (routes/catch-all-target.ts), so the page asks (GET .../canvas/page/{siteId}/{slug}) and the 404 answer
 * is what shows the not-found page. Tolerated there only, and only for that call.
 */
export const MISSING_CONTENT_PAGE: Tolerated = {
  name: 'the content API has no page at the not-found address',
  why: 'the 404 answer of the content page read is how the storefront knows the address names nothing',
  matches: (p) =>
    p.kind === 'error' &&
    /status of 404/.test(p.text) &&
    /\/no-such-page$/.test(new URL(p.page).pathname) &&
    /\/caas\/v1\/canvas\/page\/[^/]+\/no-such-page$/.test(new URL(p.url || 'http://x/').pathname),
};

/**
 * `npm start` only: the cloud video's offline stand-in (storefront/vite-plugins/offline-media-stubs.ts) is a
 * stream with nothing to play, so the player's development notice says the video did not play. Tolerated for
 * that stand-in's address alone: a video that fails on any other source still fails the check.
 */
export const OFFLINE_VIDEO_STAND_IN: Tolerated = {
  name: "the offline cloud video stand-in's notice (development)",
  why: 'offline there is no video to play; the player keeps its poster and says so in development',
  matches: (p) =>
    p.kind === 'warning' &&
    /^\[storefront\] video did not play \(\S*\/offline-media\/cloud-video\.m3u8\?/.test(p.text),
};
