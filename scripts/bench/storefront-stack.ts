// The production storefront and `harness serve` on free ports, joined by dist/config.json: the stack the
// Lighthouse benchmark and the screenshots run against (the e2e stack, started by a script instead of
// Playwright's webServer, so a running e2e or `npm start` does not get in the way).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PreviewServer, preview } from 'vite';
import { writeMediaStubs } from '../../e2e/support/media-stubs';
import { STACK_RUNTIME_CONFIG } from '../../e2e/support/stack';
import { writePolicyMeta } from '../../storefront/security/policy-meta';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = `${ROOT}storefront/dist/`;
const VITE_CONFIG = `${ROOT}storefront/vite.config.ts`;

export interface StorefrontStack {
  readonly harnessUrl: string;
  readonly storefrontUrl: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Build even if storefront/dist exists. */
  readonly build?: boolean;
  readonly log?: (line: string) => void;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `vite build` in its own process; its chunk list is printed only when it fails. */
async function buildStorefront(): Promise<void> {
  const child = spawn('npx', ['vite', 'build', '--config', VITE_CONFIG], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (${code}):\n${output}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Builds if needed, starts both servers and points the build at the harness. */
/**
 * Points a production build at `harnessUrl`: its runtime config file, then its Content-Security-Policy meta
 * (as a deployment's `npm run csp` does). Without the second the page's policy allows only the build's default
 * API origin and blocks every call to this run's harness.
 */
export function pointBuildAt(dist: string, harnessUrl: string): void {
  const config = {
    ...STACK_RUNTIME_CONFIG,
    apiBaseUrl: harnessUrl,
    imageBaseUrl: `${harnessUrl}/images`,
    experimentationBaseUrl: harnessUrl,
  };
  writeFileSync(join(dist, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  writeMediaStubs(dist);
  writePolicyMeta(dist, process.env);
}

export async function startStorefrontStack(options: StackOptions = {}): Promise<StorefrontStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.build || !existsSync(`${DIST}index.html`)) {
    log('building the storefront (vite build)...');
    await buildStorefront();
  }
  const [harnessPort, storefrontPort] = [await freePort(), await freePort()];
  const harnessUrl = `http://127.0.0.1:${harnessPort}`;
  log(`starting harness serve on ${harnessUrl}...`);
  const harness = spawn(process.execPath, ['cli/bin.mjs', 'serve', '--port', String(harnessPort)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let server: PreviewServer | undefined;
  const stop = async () => {
    await Promise.all([stopChild(harness), server?.close()]);
  };
  try {
    await waitFor(`${harnessUrl}/__harness/health`, harness);
    pointBuildAt(DIST, harnessUrl);
    server = await preview({
      configFile: VITE_CONFIG,
      logLevel: 'warn',
      preview: { port: storefrontPort, strictPort: true, host: '127.0.0.1', open: false },
    });
    const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
    log(`storefront (vite preview of storefront/dist) on ${storefrontUrl}`);
    return { harnessUrl, storefrontUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const shutdownTasks = new Set<() => Promise<unknown>>();

/** Runs `task` on SIGINT/SIGTERM before exiting; the returned function unregisters it. */
export function onShutdown(task: () => Promise<unknown>): () => void {
  shutdownTasks.add(task);
  return () => shutdownTasks.delete(task);
}

let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.error(`\n${signal}: stopping the servers...`);
    void Promise.allSettled([...shutdownTasks].map((task) => task())).then(() =>
      process.exit(signal === 'SIGINT' ? 130 : 143),
    );
  });
}
