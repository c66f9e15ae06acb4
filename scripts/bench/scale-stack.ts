// bench:scale's processes: `harness serve` processes (each its own OS process, on a free port) and nginx from
// the system in front of them, with the config scripts/scale/nginx-config.ts generates, under a temp prefix.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { nginxConfig } from '../scale/nginx-config';
import { waitForServer } from './wait-for-server';

export interface Serve {
  readonly child: ChildProcess;
  /** `127.0.0.1:PORT`, as nginx names it in `$upstream_addr`. */
  readonly address: string;
}

export interface Balancer {
  readonly url: string;
  readonly accessLog: () => string;
  readonly stop: () => Promise<void>;
}

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The nginx binary: `$NGINX` when set (only that one), else Debian's /usr/sbin/nginx or one on PATH; undefined
 * when there is none.
 */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NGINX) return executable(env.NGINX) ? env.NGINX : undefined;
  const dirs = ['/usr/sbin', ...(env.PATH ?? '').split(delimiter).filter(Boolean)];
  return dirs.map((dir) => join(dir, 'nginx')).find(executable);
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

export async function stopProcess(child: ChildProcess): Promise<void> {
  const gone = exited(child);
  child.kill('SIGTERM');
  await gone;
}

/** `node cli/bin.mjs serve --port 0`: resolves with the port it printed once it listens. */
export function startServe(): Promise<Serve> {
  const child = spawn(process.execPath, ['cli/bin.mjs', 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) =>
      reject(new Error(`harness serve exited (${code}) before listening: ${out}`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /simulator on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
      if (port) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ child, address: `127.0.0.1:${port}` });
      }
    });
  });
}

/** A port free a moment ago (nginx takes a port to listen on, not 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** nginx in the foreground before the processes at `upstreams` (HOST:PORT), its conf, pid and logs in a temp folder. */
export async function startNginx(nginx: string, upstreams: readonly string[]): Promise<Balancer> {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-scale-nginx-'));
  chmodSync(prefix, 0o755); // run as root, nginx's workers are another user
  const port = await freePort();
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ listen: `127.0.0.1:${port}`, upstreams }));
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/__harness/health`, 10_000);
  return {
    url,
    accessLog: () => readFileSync(join(prefix, 'access.log'), 'utf8'),
    stop: async () => {
      await stopProcess(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
