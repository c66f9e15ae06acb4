import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchClient, checkoutReadyCart, inStockSkus } from './bench-setup';
import { profileLines, readProfile, summariseProfile } from './profile-summary';
import { waitForServer } from './wait-for-server';

const PORT = 4813;
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * Where GET cart's time goes: `harness serve` under `node --cpu-prof`, `requests` GET cart calls at the
 * benchmark's concurrency, then a clean stop (SIGINT) so V8 writes the profile, summarised by area.
 */
export async function profileGetCart(requests: number, connections: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const server = fork('cli/bin.mjs', ['serve', '--port', String(PORT), '--seed', '4010'], {
    execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await waitForServer(`${BASE}/__harness/health`);
    const shopper = benchClient(BASE, 'bench-profile');
    const cartId = await checkoutReadyCart(shopper, await inStockSkus(shopper, 3));
    await autocannon({
      url: `${BASE}/cart/v1/cart/${cartId}`,
      headers: shopper.headers(),
      connections,
      amount: requests,
    });
  } finally {
    server.kill('SIGINT');
    await exited;
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return ['CPU profile: none written'];
  return profileLines(summariseProfile(readProfile(join(dir, file))), requests);
}
