// `npm run bench:worker`: how soon `npm start` (Vite dev, the simulator in the browser's service worker)
// answers and shows the home page in Chromium. Prints, per page load, from navigation start: the worker
// started (mark `simulator:started`), the simulator's first answer (the first API call's responseEnd),
// first contentful paint, and the home page's heading. Figures, not a test.
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/stack';
import { waitForServer } from './wait-for-server';

const HELP = `npm run bench:worker [-- --loads N --port P]

Starts the storefront as \`npm start\` does (Vite dev server, simulator in the service worker), opens /en-us
in Chromium N times (default 4, each in a fresh browser context: a new worker and a new world), and prints
when the worker started, when the simulator first answered, first contentful paint and the home heading,
each in ms from navigation start. The first load also pays for Vite's first transforms; the median is of
the later loads.`;

interface LoadFigures {
  readonly workerStarted: number;
  readonly firstAnswer: number;
  readonly firstAnswerPath: string;
  readonly fcp: number;
  readonly heading: number;
}

async function oneLoad(url: string): Promise<LoadFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // Vite dev serves hundreds of modules: the default buffer (250 entries) would drop the API calls.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const heading = await page.evaluate(() => performance.now());
    const figures = await page.evaluate(() => {
      const mark = performance.getEntriesByName('simulator:started')[0];
      const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === 'fetch' && !new URL(e.name).pathname.startsWith('/@'))
        .filter((e) => !/\.(json|js|ts|tsx|css|svg)$/.test(new URL(e.name).pathname))
        .sort((a, b) => a.responseEnd - b.responseEnd)[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        workerStarted: mark?.startTime ?? Number.NaN,
        firstAnswer: api?.responseEnd ?? Number.NaN,
        firstAnswerPath: api ? new URL(api.name).pathname : '(none)',
        fcp: fcp?.startTime ?? Number.NaN,
      };
    });
    return { ...figures, heading };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      loads: { type: 'string', default: '4' },
      port: { type: 'string', default: '4871' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const loads = Number(values.loads);
  if (!Number.isInteger(loads) || loads < 2)
    throw new Error(`--loads must be an integer of at least 2, not ${values.loads}`);
  const base = `http://127.0.0.1:${values.port}`;
  const vite: ChildProcess = spawn(
    'npx',
    [
      'vite',
      '--config',
      'storefront/vite.config.ts',
      '--port',
      String(values.port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitForServer(`${base}/`);
    console.log(`bench:worker: npm start's dev server on ${base}, ${loads} loads of /en-us at 390x844`);
    const rows: LoadFigures[] = [];
    for (let i = 0; i < loads; i++) {
      const f = await oneLoad(`${base}/en-us`);
      rows.push(f);
      console.log(
        `  load ${i + 1}: worker started ${f.workerStarted.toFixed(0)} ms, first answer ${f.firstAnswer.toFixed(0)} ms (${f.firstAnswerPath}), FCP ${f.fcp.toFixed(0)} ms, home heading ${f.heading.toFixed(0)} ms`,
      );
    }
    const later = rows.slice(1);
    console.log(
      `\nmedian of loads 2-${loads}: worker started ${median(later.map((r) => r.workerStarted)).toFixed(0)} ms, ` +
        `first answer ${median(later.map((r) => r.firstAnswer)).toFixed(0)} ms, FCP ${median(later.map((r) => r.fcp)).toFixed(0)} ms, ` +
        `home heading ${median(later.map((r) => r.heading)).toFixed(0)} ms (from navigation start)`,
    );
  } finally {
    if (vite.pid) process.kill(-vite.pid);
  }
}

await main();
