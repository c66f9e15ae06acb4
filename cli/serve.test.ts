import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allScenarios } from '../scenarios';
import { runScenarios } from '../scenarios/run-many';
import { httpTransport } from '../simulator/transports/http';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(import.meta.dirname, 'bin.mjs');

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function answers(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return false;
}

/** True while any process of the group started for the test is alive. */
function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-(child.pid as number), 0);
    return true;
  } catch {
    return false;
  }
}

/** Whatever happens, nothing the test started outlives it. */
function killGroup(child: ChildProcess): void {
  if (groupAlive(child)) process.kill(-(child.pid as number), 'SIGKILL');
}

describe.concurrent('harness serve stays up and stops cleanly', () => {
  it('stops on SIGTERM or SIGINT sent to the npm process alone (npm run serve): exits, port freed, no orphan', {
    timeout: 120_000,
  }, async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const port = await freePort();
      // Exactly as README documents it; detached: its own group, so the test can see every process in it.
      const npm = spawn('npm', ['run', 'serve', '--', '--port', String(port)], {
        cwd: ROOT,
        detached: true,
        stdio: 'ignore',
      });
      try {
        expect(await answers(`http://127.0.0.1:${port}/__harness/health`, Date.now() + 60_000), signal).toBe(
          true,
        );
        const exited = once(npm, 'exit');
        const started = Date.now();
        npm.kill(signal);
        const [code, killedBy] = (await exited) as [number | null, string | null];
        // SIGTERM: npm waits for the server, which exits 0. SIGINT: npm 11 may end first (0, or 130 by convention).
        expect(signal === 'SIGTERM' ? [0] : [0, 130], signal).toContain(code);
        expect(killedBy).toBeNull();
        while (groupAlive(npm) && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 100));
        expect(groupAlive(npm), `${signal}: the node under npm is gone too`).toBe(false);
        await expect(fetch(`http://127.0.0.1:${port}/__harness/health`)).rejects.toThrow();
      } finally {
        killGroup(npm);
      }
    }
  });

  it('keeps its heap where it started over five full scenario sweeps', { timeout: 240_000 }, async () => {
    const server = spawn(process.execPath, ['--expose-gc', BIN, 'serve', '--port', '0'], { detached: true });
    try {
      const [line] = (await once(server.stdout, 'data')) as [Buffer];
      const url = /http:\/\/[\d.:]+/.exec(line.toString())?.[0] as string;
      const health = async () => (await fetch(`${url}/__harness/health?gc=1`)).json();
      const heapMb = async () => {
        await health(); // collect twice: the first pass may leave garbage a finaliser freed
        return ((await health()).heapUsedBytes as number) / 2 ** 20;
      };
      const sweep = async () => {
        const summary = await runScenarios(allScenarios, httpTransport(url), { parallel: 8 });
        expect(summary.results).toHaveLength(allScenarios.length);
        expect((await health()).sessions).toBe(0); // every run ended its session
      };
      await sweep(); // warm-up: builds the shared seed data of each seed once
      const start = await heapMb();
      for (let i = 0; i < 5; i++) await sweep();
      const end = await heapMb();
      expect(end - start, `heap ${start.toFixed(1)} MB -> ${end.toFixed(1)} MB`).toBeLessThan(10);
    } finally {
      killGroup(server);
    }
  });
});
