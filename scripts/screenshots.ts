// `npm run screenshots`: screenshots of every page of the production storefront against `harness serve`, at a
// desktop and a mobile viewport, in en-us and fr-ca, into build/screenshots/<locale>/<page>-<viewport>.png.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { TOUR_LOCALES, type TourLocale } from '../e2e/support/site-tour';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/stack';
import { onShutdown, type StorefrontStack, startStorefrontStack } from './bench/storefront-stack';
import { SHOTS, type Shot, type ShotName, type ViewportName } from './screenshot-shots';

const OUT_DIR = fileURLToPath(new URL('../build/screenshots/', import.meta.url));

/** The e2e projects' viewports (e2e/playwright.config.ts). */
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<ViewportName, BrowserContextOptions>;

const HELP = `Usage: npm run screenshots -- [options]

Screenshots of every page of the production build (storefront/dist, built if missing) against \`harness serve\`,
in Debian's Chromium, each shot in its own harness session, into build/screenshots/<locale>/<page>-<viewport>.png.
Pages are full length; a dialog or drawer is shot as the viewport shows it. States a URL cannot show are
reached through the UI (e2e/support/site-tour.ts): the cart, checkout and confirmation by a guest's
checkout with the card 4111 1111 1111 1111, the account by signing registered@example.com in.

Pages (--pages):
${Object.entries(SHOTS)
  .map(
    ([name, shot]: [string, Shot]) =>
      `  ${name.padEnd(20)}${shot.what}${shot.viewports ? ` (${shot.viewports.join(', ')} only)` : ''}`,
  )
  .join('\n')}

Options:
  --pages <list>      comma-separated page names above (default: all)
  --viewports <list>  comma-separated, from: ${Object.keys(VIEWPORTS).join(', ')} (default: all)
  --locales <list>    comma-separated, from: ${TOUR_LOCALES.join(', ')} (default: all)
  --jobs <n>          shots taken at once (default: 2)
  --build             build the storefront first even if storefront/dist exists
  -h, --help          this text`;

function pick<T extends string>(value: string | undefined, all: readonly T[], what: string): T[] {
  if (value === undefined) return [...all];
  const names = value.split(',').map((n) => n.trim()) as T[];
  const unknown = names.filter((n) => !all.includes(n));
  if (unknown.length > 0) throw new Error(`unknown ${what} ${unknown.join(', ')}; known: ${all.join(', ')}`);
  return names;
}

/**
 * Main content shown, the load event passed, the network quiet, every image (lazy ones too) loaded. A
 * full-length shot first scrolls through the page so what loads near the viewport loads too.
 */
async function settle(page: Page, scroll: boolean): Promise<void> {
  await page.getByRole('main').waitFor({ state: 'visible' });
  await page.waitForLoadState('load');
  if (scroll) await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map(
        (image) =>
          image.complete ||
          new Promise((resolve) => {
            image.onload = resolve;
            image.onerror = resolve;
          }),
      ),
    );
    await document.fonts.ready;
  });
}

async function scrollThrough(page: Page): Promise<void> {
  // Scroll through once so sections that load near the viewport (reviews, recommendations) load too:
  // at each screen, wait (up to 10 s: a new session builds its world first) until nothing in view is
  // still busy (aria-busy skeletons).
  // (No named functions inside evaluate: tsx's keepNames would reference a helper the page lacks.)
  // Pages that reveal their blocks as the shopper scrolls grow on the way down: sweep until they stop.
  let height = -1;
  for (let sweep = 0; sweep < 10; sweep += 1) {
    const reached = await sweepOnce(page);
    await page.waitForLoadState('networkidle');
    if (reached === height) break;
    height = reached;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** One pass down the page, a screen at a time; returns the page's height at the end. */
async function sweepOnce(page: Page): Promise<number> {
  return page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const deadline = performance.now() + 10_000;
      while (
        performance.now() < deadline &&
        [...document.querySelectorAll('[aria-busy="true"]')].some((element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return document.documentElement.scrollHeight;
  });
}

let sessionCounter = 0;

interface Job {
  readonly name: ShotName;
  readonly viewport: ViewportName;
  readonly locale: TourLocale;
}

async function shoot(
  browser: Browser,
  stack: StorefrontStack,
  { name, viewport, locale }: Job,
): Promise<string> {
  sessionCounter += 1;
  const session = `screenshots-${locale}-${name}-${viewport}-${sessionCounter}-${Date.now().toString(36)}`;
  const shot: Shot = SHOTS[name];
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: stack.storefrontUrl,
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(20_000);
  try {
    // Every API call carries this page's session (as e2e/support/fixtures.ts does); images are shared.
    await context.route(
      (url) => url.origin === stack.harnessUrl && !url.pathname.startsWith('/images/'),
      async (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-harness-session': session } }),
    );
    const page = await context.newPage();
    await shot.prepare(page, locale);
    await settle(page, !shot.overlay);
    const file = `${OUT_DIR}${locale}/${name}-${viewport}.png`;
    await page.screenshot({ path: file, fullPage: !shot.overlay, animations: 'disabled' });
    return file;
  } finally {
    await context.close();
    await fetch(`${stack.harnessUrl}/__harness/sessions/${encodeURIComponent(session)}`, {
      method: 'DELETE',
    }).catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      viewports: { type: 'string' },
      locales: { type: 'string' },
      jobs: { type: 'string', default: '2' },
      build: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const names = pick(values.pages, Object.keys(SHOTS) as ShotName[], 'page');
  const viewports = pick(values.viewports, Object.keys(VIEWPORTS) as ViewportName[], 'viewport');
  const locales = pick(values.locales, TOUR_LOCALES, 'locale');
  const jobs: Job[] = locales.flatMap((locale) =>
    names.flatMap((name) => {
      const only: readonly ViewportName[] | undefined = (SHOTS[name] as Shot).viewports;
      return viewports
        .filter((v) => !only || only.includes(v))
        .map((viewport) => ({ name, viewport, locale }));
    }),
  );
  for (const locale of locales) mkdirSync(`${OUT_DIR}${locale}`, { recursive: true });

  const stack = await startStorefrontStack({ build: values.build });
  const forgetStack = onShutdown(() => stack.stop());
  let browser: Browser | undefined;
  const forgetBrowser = onShutdown(async () => browser?.close());
  const files: string[] = [];
  const failures: string[] = [];
  try {
    const launched = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    browser = launched;
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const label = `${job.locale} ${job.name} at ${job.viewport}`;
        try {
          files.push(await shoot(launched, stack, job));
          console.log(`  ${label}`);
        } catch (error) {
          failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          console.log(`  ${label}: FAILED`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Number(values.jobs) || 1) }, worker));
  } finally {
    forgetBrowser();
    forgetStack();
    await browser?.close();
    await stack.stop();
  }
  console.log(
    `\n${files.length} screenshots:\n${files
      .sort()
      .map((f) => `  ${f}`)
      .join('\n')}`,
  );
  if (failures.length > 0) {
    console.error(`\n${failures.length} failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
