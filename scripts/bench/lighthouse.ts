// `npm run bench:lighthouse`: Lighthouse (mobile preset) on the production storefront against `harness serve`.
// A benchmark, not a test: target misses are printed loudly but the exit code stays 0.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { PAGES } from '../../e2e/support/pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/stack';
import { ACCOUNT_PAGES, type AccountPageName, primeAccount } from './account-pages';
import { type AddToCartOutcome, addToCartThroughUi } from './add-to-cart';
import { CHECKOUT_PAGES, type CheckoutPageName, primeCheckout } from './checkout-pages';
import { CONTENT_PAGES, type ContentPageName } from './content-pages';
import {
  CATEGORIES,
  formatMisses,
  formatTable,
  medianRun,
  type PageSummary,
  type RunFigures,
  TARGETS,
  targetMisses,
} from './lighthouse-summary';
import { STORE_PAGES, type StorePageName } from './store-pages';
import { onShutdown, type StorefrontStack, startStorefrontStack } from './storefront-stack';

const OUT_DIR = fileURLToPath(new URL('../../build/bench/', import.meta.url));
const OUT = `${OUT_DIR}lighthouse.json`;
/**
 * The shop's pages, then checkout's steps and the confirmation, then the account's pages signed in (each
 * reached through the UI first).
 */
const BENCH_PAGES: Record<string, string> = {
  ...PAGES,
  ...Object.fromEntries(Object.entries(CHECKOUT_PAGES).map(([name, page]) => [name, page.path])),
  ...ACCOUNT_PAGES,
  ...CONTENT_PAGES,
  ...STORE_PAGES,
};
type PageName = keyof typeof PAGES | CheckoutPageName | AccountPageName | ContentPageName | StorePageName;
const PAGE_NAMES = Object.keys(BENCH_PAGES) as PageName[];
const isCheckoutPage = (name: PageName): name is CheckoutPageName => name in CHECKOUT_PAGES;
const isAccountPage = (name: PageName): name is AccountPageName => name in ACCOUNT_PAGES;

const HELP = `Usage: npm run bench:lighthouse -- [options]

Runs Lighthouse (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) in Debian's
Chromium on the production build (storefront/dist, built if missing) served by vite preview, talking to
\`harness serve\`. Prints performance, accessibility, best practices, SEO, LCP, TBT and CLS per page and the
targets (performance >= 0.90, accessibility >= 0.95); writes build/bench/lighthouse.json. Exits 0 on misses.

Options:
  --runs <n>       Lighthouse runs per page; the median run (by performance score) is reported (default 1)
  --pages <list>   comma-separated, from: ${PAGE_NAMES.join(', ')} (default: all)
  --build          build the storefront first even if storefront/dist exists
  -h, --help       this text`;

/** Issue 10's preset: Lighthouse's default (mobile) settings, spelled out so a changed default shows. */
const FLAGS: Flags = {
  output: 'html',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
};

function figures(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return {
    scores: scores as RunFigures['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** Takes this Chrome profile through checkout as far as the page needs (Lighthouse keeps localStorage). */
async function primeCheckoutPage(
  port: number,
  stack: StorefrontStack,
  name: CheckoutPageName,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await primeCheckout(page, stack.storefrontUrl, name);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Signs the seeded shopper in, in this Chrome profile, for an account page. */
async function primeAccountPage(port: number, stack: StorefrontStack): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await primeAccount(page, stack.storefrontUrl);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Fills the cart of this Chrome profile through the UI (Lighthouse keeps localStorage between them). */
async function primeCart(port: number, stack: StorefrontStack): Promise<AddToCartOutcome> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    const outcome = await addToCartThroughUi(
      page,
      `${stack.storefrontUrl}${PAGES.product}`,
      stack.harnessUrl,
    );
    await page.close();
    return outcome;
  } finally {
    await browser.close();
  }
}

interface Measured {
  readonly figures: RunFigures;
  readonly lhr: Result;
  /** The HTML report. */
  readonly report: string;
  readonly cart?: AddToCartOutcome;
}

/** One Lighthouse run in a fresh Chromium profile, as the Lighthouse CLI does. */
async function measure(name: PageName, stack: StorefrontStack): Promise<Measured> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const forget = onShutdown(async () => chrome.kill());
  try {
    const cart = name === 'cart' ? await primeCart(chrome.port, stack) : undefined;
    if (isCheckoutPage(name)) await primeCheckoutPage(chrome.port, stack, name);
    if (isAccountPage(name)) await primeAccountPage(chrome.port, stack);
    const result = await lighthouse(`${stack.storefrontUrl}${BENCH_PAGES[name]}`, {
      ...FLAGS,
      port: chrome.port,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.configSettings.formFactor !== 'mobile' || !lhr.configSettings.screenEmulation.mobile) {
      throw new Error('Lighthouse did not run with the mobile preset');
    }
    const report = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    return { figures: figures(lhr), lhr, report, ...(cart ? { cart } : {}) };
  } finally {
    chrome.kill();
    forget();
  }
}

function cartNote(outcomes: (AddToCartOutcome | undefined)[]): string | undefined {
  if (outcomes.length === 0 || outcomes.every((o) => o === undefined)) return undefined;
  if (outcomes.every((o) => o === 'added')) return 'one product added through the product page first';
  return outcomes.includes('no button')
    ? 'EMPTY cart: the product page has no "Add to cart" button yet'
    : 'EMPTY cart: adding a product through the product page failed';
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      pages: { type: 'string' },
      build: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  const names = (values.pages?.split(',').map((p) => p.trim()) ?? PAGE_NAMES) as PageName[];
  const unknown = names.filter((n) => !PAGE_NAMES.includes(n));
  if (unknown.length > 0)
    throw new Error(`unknown page ${unknown.join(', ')}; pages: ${PAGE_NAMES.join(', ')}`);

  const stack = await startStorefrontStack({ build: values.build });
  const forgetStack = onShutdown(() => stack.stop());
  const summaries: PageSummary[] = [];
  let settings: Result['configSettings'] | undefined;
  let version = '';
  try {
    // The first run pays for cold Chromium, servers, disk cache and Lighthouse's own code in this process
    // (in trials its script evaluation took 2-3x longer than later runs'), so it is not counted.
    console.log('warming up: one Lighthouse run of the home page, not counted...');
    await measure('home', stack);
    for (const [index, name] of names.entries()) {
      const measured: Measured[] = [];
      for (let run = 1; run <= runs; run++) {
        const started = Date.now();
        console.log(`[${index + 1}/${names.length}] ${name} ${BENCH_PAGES[name]}: run ${run}/${runs}...`);
        const m = await measure(name, stack);
        measured.push(m);
        settings = m.lhr.configSettings;
        version = m.lhr.lighthouseVersion;
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        const cart = m.cart ? `, cart: ${m.cart}` : '';
        const speed = `machine benchmarkIndex ${m.figures.benchmarkIndex ?? '?'}`;
        console.log(`    performance ${m.figures.scores.performance ?? '–'} (${seconds} s, ${speed}${cart})`);
        if (m.figures.runtimeError) console.log(`    Lighthouse runtime error: ${m.figures.runtimeError}`);
      }
      const note = cartNote(measured.map((m) => m.cart));
      const all = measured.map((m) => m.figures);
      const median = medianRun(all);
      const report = `${OUT_DIR}lighthouse-${name}.html`;
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(report, measured[all.indexOf(median)]?.report ?? '');
      summaries.push({
        page: name,
        path: BENCH_PAGES[name] ?? '',
        ...median,
        ...(note ? { note } : {}),
        report,
        runs: all,
      });
    }
  } finally {
    forgetStack();
    await stack.stop();
  }

  const throttling = settings?.throttling;
  console.log(
    `\nLighthouse ${version}, mobile preset (${settings?.screenEmulation.width}x${settings?.screenEmulation.height}, ` +
      `${settings?.throttlingMethod} throttling: RTT ${throttling?.rttMs} ms, ${throttling?.throughputKbps} kbps, ` +
      `CPU x${throttling?.cpuSlowdownMultiplier}), ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page:\n`,
  );
  console.log(formatTable(summaries));
  for (const s of summaries.filter((s) => s.note)) console.log(`note: ${s.page}: ${s.note}`);
  for (const s of summaries) {
    console.log(`${s.page}: audits under 0.9: ${s.failing?.join(', ') || 'none'} (report: ${s.report})`);
  }
  const misses = targetMisses(summaries);
  console.log(`\n${formatMisses(misses)}`);

  const summary = {
    date: new Date().toISOString(),
    commit: commit(),
    lighthouseVersion: version,
    settings: {
      formFactor: settings?.formFactor,
      screenEmulation: settings?.screenEmulation,
      throttlingMethod: settings?.throttlingMethod,
      throttling,
    },
    runsPerPage: runs,
    targets: TARGETS,
    pages: summaries,
    misses,
  };
  writeFileSync(OUT, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nwrote ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
