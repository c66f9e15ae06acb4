// `npm run screenshots`: full-page screenshots of the production storefront against `harness serve`, at a
// desktop and a mobile viewport, into build/screenshots/<page>-<viewport>.png.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { PAGES } from '../e2e/support/pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/stack';
import { addToCartThroughUi } from './bench/add-to-cart';
import { onShutdown, type StorefrontStack, startStorefrontStack } from './bench/storefront-stack';

const OUT_DIR = fileURLToPath(new URL('../build/screenshots/', import.meta.url));

const SHOTS = {
  home: PAGES.home,
  category: PAGES.category,
  product: PAGES.product,
  search: '/en-us/search?q=jacket',
  cart: PAGES.cart,
  'not-found': '/en-us/no-such-page',
} as const;
type ShotName = keyof typeof SHOTS;

/** The e2e projects' viewports (e2e/playwright.config.ts). */
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} satisfies Record<string, BrowserContextOptions>;
type ViewportName = keyof typeof VIEWPORTS;

const HELP = `Usage: npm run screenshots -- [options]

Full-page screenshots of the production build (storefront/dist, built if missing) against \`harness serve\`,
in Debian's Chromium, each page in its own harness session, into build/screenshots/<page>-<viewport>.png.
The cart shot adds a product through the product page first when it has an "Add to cart" button.

Options:
  --pages <list>      comma-separated, from: ${Object.keys(SHOTS).join(', ')} (default: all)
  --viewports <list>  comma-separated, from: ${Object.keys(VIEWPORTS).join(', ')} (default: all)
  --build             build the storefront first even if storefront/dist exists
  -h, --help          this text`;

function pick<T extends string>(value: string | undefined, all: readonly T[], what: string): T[] {
  if (value === undefined) return [...all];
  const names = value.split(',').map((n) => n.trim()) as T[];
  const unknown = names.filter((n) => !all.includes(n));
  if (unknown.length > 0) throw new Error(`unknown ${what} ${unknown.join(', ')}; known: ${all.join(', ')}`);
  return names;
}

/** Main content shown, the load event passed, the network quiet, every image (lazy ones too) loaded. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('main').waitFor({ state: 'visible' });
  await page.waitForLoadState('load');
  // Scroll through once so sections that load near the viewport (reviews, recommendations) load too.
  // (No named functions inside evaluate: tsx's keepNames would reference a helper the page lacks.)
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
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

let sessionCounter = 0;

async function shoot(
  browser: Browser,
  stack: StorefrontStack,
  name: ShotName,
  viewport: ViewportName,
): Promise<{ file: string; note?: string }> {
  sessionCounter += 1;
  const session = `screenshots-${name}-${viewport}-${sessionCounter}-${Date.now().toString(36)}`;
  const context = await browser.newContext({ ...VIEWPORTS[viewport], reducedMotion: 'reduce' });
  try {
    // Every API call carries this page's session (as e2e/support/fixtures.ts does); images are shared.
    await context.route(
      (url) => url.origin === stack.harnessUrl && !url.pathname.startsWith('/images/'),
      async (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-harness-session': session } }),
    );
    const page = await context.newPage();
    let note: string | undefined;
    if (name === 'cart') {
      const outcome = await addToCartThroughUi(
        page,
        `${stack.storefrontUrl}${PAGES.product}`,
        stack.harnessUrl,
      );
      if (outcome !== 'added')
        note = `empty cart (${outcome === 'no button' ? 'no "Add to cart" button' : outcome})`;
    }
    await page.goto(`${stack.storefrontUrl}${SHOTS[name]}`);
    await settle(page);
    const file = `${OUT_DIR}${name}-${viewport}.png`;
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    return { file, ...(note ? { note } : {}) };
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
  mkdirSync(OUT_DIR, { recursive: true });

  const stack = await startStorefrontStack({ build: values.build });
  const forgetStack = onShutdown(() => stack.stop());
  let browser: Browser | undefined;
  const forgetBrowser = onShutdown(async () => browser?.close());
  const files: string[] = [];
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    for (const name of names) {
      for (const viewport of viewports) {
        console.log(`${name} (${SHOTS[name]}) at ${viewport}...`);
        const shot = await shoot(browser, stack, name, viewport);
        if (shot.note) console.log(`    note: ${shot.note}`);
        files.push(shot.file);
      }
    }
  } finally {
    forgetBrowser();
    forgetStack();
    await browser?.close();
    await stack.stop();
  }
  console.log(`\n${files.length} screenshots:\n${files.map((f) => `  ${f}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
