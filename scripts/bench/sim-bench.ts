// `npm run bench:sim`: autocannon against `harness serve` and, in the same run, a bare node:http server
// answering the same JSON body. Prints req/s, p50 and p99 per endpoint, the ratio to bare, and heap growth.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchClient, checkoutReadyCart, inStockSkus } from './bench-setup';

const CONNECTIONS = 32;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const HEAP_REQUESTS = Number(process.env.BENCH_HEAP_REQUESTS ?? 100_000);
const SIM = 'http://127.0.0.1:4811';
const BARE = 'http://127.0.0.1:4812';

type Figures = { rps: number; p50: number; p99: number; non2xx: number; errors: number };
type Row = { endpoint: string; sim: Figures; bare: Figures };
type Ctx = { itemId?: string };

const start = (script: string, args: string[], execArgv: string[] = []): ChildProcess =>
  fork(script, args, { execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(label: string, options: autocannon.Options): Promise<Figures> {
  process.stdout.write(`  ${label} ... `);
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
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

async function compare(endpoint: string, options: (base: string) => autocannon.Options): Promise<Row> {
  console.log(endpoint);
  return {
    endpoint,
    sim: await measure('simulator', options(SIM)),
    bare: await measure('bare     ', options(BARE)),
  };
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

function report(rows: Row[], growthMb: number): void {
  console.log(
    '\n| endpoint | simulator req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio to bare |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { endpoint, sim, bare } of rows) {
    console.log(
      `| ${endpoint} | ${sim.rps} | ${sim.p50} | ${sim.p99} | ${bare.rps} | ${bare.p99} | ${Math.round((sim.rps / bare.rps) * 100)} % |`,
    );
  }
  const cart = rows[0] as Row;
  const ratio = cart.sim.rps / cart.bare.rps;
  const bad = rows.reduce((sum, r) => sum + r.sim.non2xx + r.sim.errors, 0);
  console.log(`\nheap growth over ${HEAP_REQUESTS} GET cart requests: ${growthMb.toFixed(1)} MB`);
  console.log('targets:');
  console.log(
    `  GET cart at least 40 % of bare: ${Math.round(ratio * 100)} % ${ratio >= 0.4 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  GET cart p99 under 10 ms at ${CONNECTIONS} connections: ${cart.sim.p99} ms ${cart.sim.p99 < 10 ? 'met' : 'NOT met'}`,
  );
  console.log(`  heap growth under 50 MB: ${growthMb.toFixed(1)} MB ${growthMb < 50 ? 'met' : 'NOT met'}`);
  console.log(`  simulator answers that failed (non-2xx or socket errors): ${bad}`);
}

async function main(): Promise<void> {
  console.log(
    `bench:sim: ${CONNECTIONS} connections, ${DURATION_S} s per run, heap over ${HEAP_REQUESTS} requests`,
  );
  const simulator = start('cli/bin.mjs', ['serve', '--port', '4811', '--seed', '4010'], ['--expose-gc']);
  let baseline: ChildProcess | undefined;
  try {
    await waitFor(`${SIM}/__harness/health`);
    const shopper = benchClient(SIM, 'bench-cart');
    const skus = await inStockSkus(shopper, 3);
    const cartId = await checkoutReadyCart(shopper, skus);
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    writeFileSync(
      join(dir, 'cart.json'),
      JSON.stringify(await shopper.call('GET', `/cart/v1/cart/${cartId}`)),
    );
    baseline = start('scripts/bench/bare-server.mjs', ['4812', join(dir, 'cart.json')]);
    await waitFor(BARE);

    const getCart = (base: string) => ({ url: `${base}/cart/v1/cart/${cartId}`, headers: shopper.headers() });
    const rows = [
      await compare('GET /cart/v1/cart/{basketId}', getCart),
      await compare('POST /cart/v1/item (each add followed by its remove)', await addRemoveOptions(skus)),
      await compare('POST /cart/v1/cart/prepareOrder', (base) => ({
        url: `${base}/cart/v1/cart/prepareOrder`,
        method: 'POST',
        headers: shopper.headers(),
        body: JSON.stringify({ basketId: cartId }),
      })),
    ];
    console.log(`heap: ${HEAP_REQUESTS} GET cart requests`);
    const before = await heapUsed();
    await autocannon({ ...getCart(SIM), connections: CONNECTIONS, amount: HEAP_REQUESTS });
    report(rows, ((await heapUsed()) - before) / 1024 / 1024);
  } finally {
    baseline?.kill();
    simulator.kill();
  }
}

await main();
