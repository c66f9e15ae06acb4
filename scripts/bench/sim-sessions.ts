// `npm run bench:sessions`: what a session's world costs. In-process, the time to create a world and the heap
// an idle one holds; then one `harness serve` given 10,000 sessions (one request each) and its memory after,
// and what a session that shops (guest token, cart, one line) adds.
// Figures printed against the targets; not a test.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_SEED } from '../../simulator/core/simulator-core';
import { createWorld, type World } from '../../simulator/core/world';
import { Worlds } from '../../simulator/core/worlds';
import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import { benchClient, inStockSkus } from './bench-setup';
import { waitForServer } from './wait-for-server';

const CREATE_WORLDS = Number(process.env.BENCH_WORLDS ?? 1_000);
const IDLE_SESSIONS = Number(process.env.BENCH_IDLE_SESSIONS ?? 1_000);
const SERVE_SESSIONS = Number(process.env.BENCH_SESSIONS ?? 10_000);
/** Sessions that then shop (guest token, cart, one line), for what a used session holds. */
const ACTIVE_SESSIONS = Number(process.env.BENCH_ACTIVE_SESSIONS ?? 1_000);
const IN_FLIGHT = 4;
const PORT = 4813;
const BASE = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

// A forced GC without asking for `node --expose-gc`: the flag set now is seen by the next context.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function creationTimes(): Promise<{ mean: number; p99: number }> {
  await createWorld('warm-up', DEFAULT_SEED); // the shared seed is generated once, not per world
  const times: number[] = [];
  for (let i = 0; i < CREATE_WORLDS; i++) {
    const start = performance.now();
    await createWorld(`s${i}`, DEFAULT_SEED);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((sum, t) => sum + t, 0) / times.length, p99: percentile(times, 99) };
}

/** Idle sessions as a server holds them: worlds in a `Worlds`, created and not used since. */
async function heapPerIdleSession(): Promise<number> {
  const worlds = new Worlds(DEFAULT_SEED);
  await worlds.get('warm-up');
  gc();
  const before = process.memoryUsage().heapUsed;
  const held: World[] = [];
  for (let i = 0; i < IDLE_SESSIONS; i++) held.push(await worlds.get(`s${i}`));
  gc();
  const after = process.memoryUsage().heapUsed;
  if (held.length !== IDLE_SESSIONS) throw new Error('lost a world');
  return (after - before) / IDLE_SESSIONS;
}

/** Resident set of a process, from /proc (Linux); undefined elsewhere. */
function rssOf(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `visit` once for each of `count` sessions named `${prefix}${i}`, a few at a time. */
async function inSessions(
  count: number,
  prefix: string,
  visit: (session: string) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      await visit(`${prefix}${i}`);
      if (i > 0 && i % 1000 === 0) process.stdout.write(`  ${i} sessions\n`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

const heapAfterGc = async (): Promise<number> =>
  (await (await fetch(`${BASE}/__harness/health?gc=1`)).json()).heapUsedBytes as number;

/** A shopper's session: a guest token, a cart and one line (the session's carts, sessions and stock change). */
async function shop(session: string, sku: string): Promise<void> {
  const client = benchClient(BASE, session);
  await client.guest();
  const cart = await client.call('POST', '/cart/v1/cart', {});
  await client.call('POST', '/cart/v1/item', { cartId: cart.id, productId: sku, qty: 1 });
}

interface Served {
  seconds: number;
  rss?: number;
  heap: number;
  sessions: number;
  perActive: number;
}

async function serveSessions(): Promise<Served> {
  const server: ChildProcess = fork(
    'cli/bin.mjs',
    ['serve', '--port', String(PORT), '--seed', String(DEFAULT_SEED), '--session-idle-minutes', '0'],
    { execArgv: ['--expose-gc'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  try {
    await waitForServer(`${BASE}/__harness/health`);
    const start = performance.now();
    await inSessions(SERVE_SESSIONS, 's', async (session) => {
      const response = await fetch(`${BASE}/fapi/server/time`, {
        headers: { ...STOREFRONT_HEADERS, 'x-harness-session': session },
      });
      await response.text();
      if (!response.ok) throw new Error(`session ${session}: HTTP ${response.status}`);
    });
    const seconds = (performance.now() - start) / 1000;
    const health = await (await fetch(`${BASE}/__harness/health?gc=1`)).json();
    const rss = rssOf(server.pid);

    const [sku] = await inStockSkus(benchClient(BASE, 'bench-skus'), 1);
    const before = await heapAfterGc();
    await inSessions(ACTIVE_SESSIONS, 'shopper', (session) => shop(session, sku as string));
    const perActive = ((await heapAfterGc()) - before) / ACTIVE_SESSIONS;
    return { seconds, rss, heap: health.heapUsedBytes, sessions: health.sessions, perActive };
  } finally {
    server.kill();
  }
}

async function main(): Promise<void> {
  console.log(`bench:sessions: seed ${DEFAULT_SEED}`);
  const created = await creationTimes();
  console.log(
    `world creation over ${CREATE_WORLDS} worlds: mean ${created.mean.toFixed(2)} ms, p99 ${created.p99.toFixed(2)} ms` +
      ` (target under 2 ms: ${mark(created.mean < 2)})`,
  );
  const perIdle = await heapPerIdleSession();
  console.log(
    `heap per idle session over ${IDLE_SESSIONS} sessions: ${(perIdle / 1024).toFixed(1)} kB` +
      ` (target under 50 kB: ${mark(perIdle < 50 * 1024)})`,
  );
  console.log(
    `harness serve: ${SERVE_SESSIONS} sessions, one GET /fapi/server/time each, ${IN_FLIGHT} at a time`,
  );
  const served = await serveSessions();
  const rss = served.rss === undefined ? 'unknown' : `${(served.rss / MB).toFixed(0)} MB`;
  console.log(
    `  ${served.sessions} sessions in ${served.seconds.toFixed(1)} s; after a GC: RSS ${rss}, heap ${(served.heap / MB).toFixed(0)} MB` +
      ` (target under 600 MB: ${mark((served.rss ?? served.heap) < 600 * MB)})`,
  );
  console.log(
    `  then ${ACTIVE_SESSIONS} shopping sessions (guest token, cart, one line): ${(served.perActive / 1024).toFixed(1)} kB of heap each (no target)`,
  );
}

await main();
