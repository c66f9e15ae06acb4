import type { Page, TestInfo } from '@playwright/test';

/**
 * What a failed journey's page was doing, written where a CI log shows it: the list reporter prints a text
 * attachment under the failure (its first 300 characters), while the trace and screenshot stay on the
 * machine that ran it. A rare failure is then readable from the log alone.
 */
export interface FailureContext {
  /** Attaches the page's address, its main heading and alerts, and the last API calls, when the test failed. */
  attachIfFailed(testInfo: TestInfo): Promise<void>;
}

/** How many of the last API answers are named (each about 45 characters: 300 printed in all). */
const LAST_CALLS = 6;

export function watchFailureContext(page: Page, apiOrigin: string): FailureContext {
  const calls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== apiOrigin || url.pathname.startsWith('/images/')) return;
    calls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    if (calls.length > LAST_CALLS) calls.shift();
  });
  return {
    async attachIfFailed(testInfo) {
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const where = await page
        .evaluate(() => {
          const text = (selector: string) =>
            Array.from(document.querySelectorAll(selector), (el) => el.textContent?.trim().slice(0, 60))
              .filter(Boolean)
              .join(' | ');
          return { h1: text('h1'), alerts: text('[role="alert"]') };
        })
        .catch(() => ({ h1: '(page not readable)', alerts: '' }));
      const body = [
        `at ${new URL(page.url()).pathname}`,
        `h1: ${where.h1 || '(none)'}`,
        ...(where.alerts ? [`alerts: ${where.alerts}`] : []),
      ].join('\n');
      // Two attachments: the reporter prints 300 characters of each.
      await testInfo.attach('page at failure', { body, contentType: 'text/plain' });
      await testInfo.attach('last API answers', {
        body: calls.join('\n') || '(none)',
        contentType: 'text/plain',
      });
    },
  };
}
