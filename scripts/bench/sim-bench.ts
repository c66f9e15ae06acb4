// `npm run bench:sim`: autocannon against `harness serve` and, in the same run, a bare node:http server
// answering each route with the bytes the simulator answered it. Prints req/s, p50 and p99 per endpoint, the
// ratio to bare (after a 2 s warm-up, in alternating rounds), heap growth, the in-process scenario sweep, issue 13's targets (sim-targets.ts), and a CPU
// profile summary of GET cart (sim-profile.ts). BENCH_SECONDS, BENCH_HEAP_REQUESTS and
// BENCH_PROFILE_REQUESTS (0 skips the profile) shorten a run.
import { type ChildProcess, execFile, fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { benchClient, checkoutReadyCart, inStockSkus } from './bench-setup';
import { profileGetCart } from './sim-profile';
import { type EndpointKey, type Figures, type Measured, type Row, reportLines } from './sim-targets';
import { waitForServer } from './wait-for-server';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_S = 2;
/** Alternating rounds per endpoint, sharing DURATION_S per side. */
const ROUNDS = 2;
const HEAP_REQUESTS = Number(process.env.BENCH_HEAP_REQUESTS ?? 100_000);
/** GET cart requests under the CPU profiler (0: no profile). */
const PROFILE_REQUESTS = Number(process.env.BENCH_PROFILE_REQUESTS ?? 20_000);
const SIM = 'http://127.0.0.1:4811';
const BARE = 'http://127.0.0.1:4812';

type Ctx = { itemId?: string };
/** What the bare server answers: "METHOD /path" -> the simulator's status and body bytes. */
type Answers = Record<string, { status: number; body: string }>;

const start = (script: string, args: string[], execArgv: string[] = []): ChildProcess =>
  fork(script, args, { execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });

/** One autocannon run's figures (after the server's warm-up). */
async function run(label: string, options: autocannon.Options, seconds: number): Promise<Figures> {
  process.stdout.write(`  ${label} ... `);
  const r = await autocannon({ connections: CONNECTIONS, duration: seconds, ...options });
  const f = {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  console.log(
    `${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}, socket errors ${f.errors}`,
  );
  return f;
}

/** Rounds of one side: mean req/s, the worse p50 and p99, every failure. */
const combined = (rounds: readonly Figures[]): Figures => ({
  rps: Math.round(rounds.reduce((sum, f) => sum + f.rps, 0) / rounds.length),
  p50: Math.max(...rounds.map((f) => f.p50)),
  p99: Math.max(...rounds.map((f) => f.p99)),
  non2xx: rounds.reduce((sum, f) => sum + f.non2xx, 0),
  errors: rounds.reduce((sum, f) => sum + f.errors, 0),
});

/**
 * The simulator and the bare server on one endpoint, in alternating rounds (simulator, bare, simulator,
 * bare), so that a slow minute of this shared machine weighs on both sides rather than on one. Each side
 * first gets a warm-up run that is not counted, so both are measured with their code optimised.
 */
async function compare(
  key: EndpointKey,
  endpoint: string,
  options: (base: string) => autocannon.Options,
): Promise<Row> {
  console.log(endpoint);
  const sides = { sim: options(SIM), bare: options(BARE) };
  for (const side of Object.values(sides))
    await autocannon({ connections: CONNECTIONS, duration: WARM_UP_S, ...side });
  const sim: Figures[] = [];
  const bare: Figures[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    sim.push(await run(`simulator (${round}/${ROUNDS})`, sides.sim, DURATION_S / ROUNDS));
    bare.push(await run(`bare      (${round}/${ROUNDS})`, sides.bare, DURATION_S / ROUNDS));
  }
  return { key, endpoint, sim: combined(sim), bare: combined(bare) };
}

const heapUsed = async (): Promise<number> =>
  (await (await fetch(`${SIM}/__harness/health?gc=1`)).json()).heapUsedBytes as number;

/** One session per connection, each adding a line and removing it again, so its cart stays small. */
async function addRemoveOptions(skus: string[]): Promise<(base: string) => autocannon.Options> {
  const sessions = await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, n) => {
      const client = benchClient(SIM, `bench-add-${n}`);
      await client.guest();
      const cart = await client.call('POST', '/cart/v1/cart', {});
      return { headers: client.headers(), cartId: cart.id as string };
    }),
  );
  // Fresh sessions are deterministic, so every connection's first cart has the same id.
  const cartIds = new Set(sessions.map((s) => s.cartId));
  if (cartIds.size !== 1) throw new Error('expected the first cart of every fresh session to share its id');
  const [cartId] = [...cartIds];
  return (base) => {
    let nextClient = 0;
    return {
      url: base,
      // Runs once per connection: pins it to its own session.
      setupClient: (client) => client.setHeaders(sessions[nextClient++ % CONNECTIONS]?.headers),
      requests: [
        {
          method: 'POST',
          path: '/cart/v1/item',
          body: JSON.stringify({ cartId, productId: skus[0], qty: 1 }),
          onResponse: (_status, body, context: Ctx) => {
            context.itemId = body ? JSON.parse(body).items?.[0]?.id : undefined;
          },
        },
        {
          method: 'DELETE',
          path: '/cart/v1/item',
          setupRequest: (req, context: Ctx) => ({
            ...req,
            body: JSON.stringify({ cartId, itemId: context.itemId ?? 'none' }),
          }),
        },
      ],
    };
  };
}

/** Records a call's answer for the bare server, which answers the same bytes on the same route. */
async function record(answers: Answers, base: string, method: string, path: string, init: RequestInit) {
  const response = await fetch(`${base}${path}`, { ...init, method });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  answers[`${method} ${path}`] = { status: response.status, body: await response.text() };
}

/** `harness scenario run --all` against the in-process simulator: its own run time and the process's. */
async function scenarioSweep(): Promise<Measured['sweep']> {
  console.log('scenario sweep: harness scenario run --all (in-process)');
  const started = performance.now();
  const { stdout } = await promisify(execFile)('node', ['cli/bin.mjs', 'scenario', 'run', '--all'], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const wallS = (performance.now() - started) / 1000;
  const summary = /(\d+) passed, (\d+) failed .* in ([\d.]+) s/.exec(stdout);
  if (!summary) throw new Error(`no summary line in the sweep's output:\n${stdout.slice(-500)}`);
  console.log(`  ${summary[0]} (process wall ${wallS.toFixed(1)} s)`);
  return { runS: Number(summary[3]), wallS, passed: summary[2] === '0' };
}

/** The bare server's answers: the simulator's own, one call per route the benchmark measures. */
async function recordAnswers(cartId: string, skus: string[], headers: Record<string, string>) {
  const answers: Answers = {};
  await record(answers, SIM, 'GET', `/cart/v1/cart/${cartId}`, { headers });
  await record(answers, SIM, 'GET', '/fapi/server/time', { headers });
  await record(answers, SIM, 'POST', '/cart/v1/cart/prepareOrder', {
    headers,
    body: JSON.stringify({ basketId: cartId }),
  });
  // The add and remove pair, in a session of its own (its first cart has the benchmark sessions' id).
  const other = benchClient(SIM, 'bench-record');
  await other.guest();
  const cart = await other.call('POST', '/cart/v1/cart', {});
  const added = await other.call('POST', '/cart/v1/item', { cartId: cart.id, productId: skus[0], qty: 1 });
  answers['POST /cart/v1/item'] = { status: 200, body: JSON.stringify(added) };
  await record(answers, SIM, 'DELETE', '/cart/v1/item', {
    headers: other.headers(),
    body: JSON.stringify({ cartId: cart.id, itemId: added.items[0].id }),
  });
  return answers;
}

async function main(): Promise<void> {
  console.log(
    `bench:sim: ${CONNECTIONS} connections, ${DURATION_S} s per run, heap over ${HEAP_REQUESTS} requests`,
  );
  const simulator = start('cli/bin.mjs', ['serve', '--port', '4811', '--seed', '4010'], ['--expose-gc']);
  let baseline: ChildProcess | undefined;
  let measured: Omit<Measured, 'sweep'>;
  try {
    await waitForServer(`${SIM}/__harness/health`);
    const shopper = benchClient(SIM, 'bench-cart');
    const skus = await inStockSkus(shopper, 3);
    const cartId = await checkoutReadyCart(shopper, skus);
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    writeFileSync(
      join(dir, 'answers.json'),
      JSON.stringify(await recordAnswers(cartId, skus, shopper.headers())),
    );
    baseline = start('scripts/bench/bare-server.mjs', ['4812', join(dir, 'answers.json')]);
    await waitForServer(`${BARE}/fapi/server/time`);

    const getCart = (base: string) => ({ url: `${base}/cart/v1/cart/${cartId}`, headers: shopper.headers() });
    const rows = [
      await compare('cart', 'GET /cart/v1/cart/{basketId} (3 lines)', getCart),
      await compare('time', 'GET /fapi/server/time', (base) => ({
        url: `${base}/fapi/server/time`,
        headers: shopper.headers(),
      })),
      await compare(
        'item',
        'POST /cart/v1/item (each add followed by its remove)',
        await addRemoveOptions(skus),
      ),
      await compare('prepare', 'POST /cart/v1/cart/prepareOrder', (base) => ({
        url: `${base}/cart/v1/cart/prepareOrder`,
        method: 'POST',
        headers: shopper.headers(),
        body: JSON.stringify({ basketId: cartId }),
      })),
    ];
    console.log(`heap: ${HEAP_REQUESTS} GET cart requests`);
    const before = await heapUsed();
    await autocannon({ ...getCart(SIM), connections: CONNECTIONS, amount: HEAP_REQUESTS });
    const heapGrowthMb = ((await heapUsed()) - before) / 1024 / 1024;
    measured = { rows, heapGrowthMb, heapRequests: HEAP_REQUESTS, connections: CONNECTIONS };
  } finally {
    baseline?.kill();
    simulator.kill();
  }
  // With the servers gone, so the sweep has the machine to itself.
  const sweep = await scenarioSweep();
  const profile =
    PROFILE_REQUESTS > 0 ? await profileGetCart(PROFILE_REQUESTS, CONNECTIONS) : ['CPU profile: skipped'];
  console.log(`\n${[...reportLines({ ...measured, sweep }), '', ...profile].join('\n')}`);
}

await main();
