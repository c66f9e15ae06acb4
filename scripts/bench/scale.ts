// `npm run bench:scale` (issue 28, "Scale-out past one process"): three `harness serve` processes behind nginx
// (Debian's, hashing on x-harness-session: scripts/scale/nginx-config.ts) against one process behind the same
// nginx config, in the same run. Each side runs the whole scenario sweep (`harness scenario run --all
// --parallel 8 --base-url <nginx>`) BENCH_WARM_UP times to warm up (each of the three processes sees a third of
// a sweep), then BENCH_ROUNDS times in alternating order. Prints scenarios/s for 1 and 3 processes and their
// ratio, the processes' CPU time per sweep, failures, and where the sessions went: by nginx's access
// log (each session's calls on one process) and by each process's own /__harness/health (none left a world
// behind, so every session's end reached the process that held it). Exit 1 if a check fails, 2 without nginx
// (Debian's /usr/sbin/nginx, one on PATH, or NGINX=path).
// Not part of npm test; no timed assertions.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RunSummary } from '../../scenarios/run-many';
import { parseAccessLog, placeSessions } from './scale-sessions';
import { type Balancer, findNginx, type Serve, startNginx, startServe, stopProcess } from './scale-stack';

const PARALLEL = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
/** Linux's clock ticks per second (USER_HZ), the unit of /proc/PID/stat's CPU times. */
const TICKS = 100;
const reports = mkdtempSync(join(tmpdir(), 'bench-scale-'));
let sweeps = 0;

interface Sweep {
  readonly scenarios: number;
  readonly failed: number;
  readonly seconds: number;
  readonly sessions: string[];
}

/** The whole sweep through `url`, as QA runs it: the CLI in its own process, the JSON report to a file. */
async function sweep(url: string): Promise<Sweep> {
  const out = join(reports, `sweep-${++sweeps}.json`);
  const args = ['cli/bin.mjs', 'scenario', 'run', '--all', '--parallel', String(PARALLEL), '--base-url', url];
  await promisify(execFile)(process.execPath, [...args, '--reporter', 'json', '--out', out], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { code?: number }) => {
    if (error.code !== 1) throw error; // 1: some scenario failed, counted below
  });
  const summary = JSON.parse(readFileSync(out, 'utf8')) as RunSummary;
  return {
    scenarios: summary.results.length,
    failed: summary.failed,
    seconds: summary.elapsedMs / 1000,
    sessions: summary.results.map((r) => r.session),
  };
}

const sessionsHeld = async (serve: Serve): Promise<number> =>
  (await (await fetch(`http://${serve.address}/__harness/health`)).json()).sessions as number;

/** User and system CPU seconds a process has used so far, from /proc (Linux); 0 elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime and stime, fields 14 and 15
  } catch {
    return 0;
  }
}
const cpuOf = (serves: readonly Serve[]) => serves.reduce((sum, s) => sum + cpuSeconds(s.child.pid), 0);

const rate = (s: Sweep) => s.scenarios / s.seconds;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

interface Side {
  readonly balancer: Balancer;
  readonly serves: readonly Serve[];
}

async function measure(sides: { three: Side; one: Side }) {
  const runs = { three: [] as Sweep[], one: [] as Sweep[] };
  console.log(`warm-up: ${WARM_UP} sweeps each side (not counted)`);
  for (let n = 0; n < WARM_UP; n++) {
    runs.three.push(await sweep(sides.three.balancer.url));
    runs.one.push(await sweep(sides.one.balancer.url));
  }
  const counted = { three: [] as number[], one: [] as number[] };
  const cpu = { three: [] as number[], one: [] as number[] };
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? (['three', 'one'] as const) : (['one', 'three'] as const);
    for (const side of order) {
      const cpuBefore = cpuOf(sides[side].serves);
      const result = await sweep(sides[side].balancer.url);
      const used = cpuOf(sides[side].serves) - cpuBefore;
      runs[side].push(result);
      counted[side].push(rate(result));
      cpu[side].push(used);
      console.log(
        `  round ${round}/${ROUNDS} ${side === 'three' ? '3 processes' : '1 process  '}: ${result.scenarios} scenarios in ${result.seconds.toFixed(2)} s = ${rate(result).toFixed(1)} scenarios/s, ` +
          `${used.toFixed(2)} CPU-s in harness serve, ${result.failed} failed`,
      );
    }
  }
  return { runs, counted, cpu };
}

async function main(): Promise<void> {
  const nginx = findNginx();
  if (!nginx) {
    console.error(
      `bench:scale needs nginx in front of the harness processes, and none was found (${process.env.NGINX ? `NGINX=${process.env.NGINX}` : '/usr/sbin/nginx or PATH'}).\n` +
        'Install it: sudo apt-get install -y nginx   (Debian/Ubuntu; its service need not run, the bench starts its own)',
    );
    process.exit(2);
  }
  console.log(
    `bench:scale: the scenario sweep, --parallel ${PARALLEL}, through ${nginx} to 3 harness serve processes and to 1; ` +
      `${ROUNDS} rounds; ${availableParallelism()} CPUs, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  const serves = await Promise.all([startServe(), startServe(), startServe(), startServe()]);
  const [single, ...trio] = serves as [Serve, ...Serve[]];
  const balancers: Balancer[] = [];
  try {
    const three = await startNginx(
      nginx,
      trio.map((s) => s.address),
    );
    balancers.push(three);
    const one = await startNginx(nginx, [single.address]);
    balancers.push(one);
    const before = await Promise.all(trio.map(sessionsHeld));
    const { runs, counted, cpu } = await measure({
      three: { balancer: three, serves: trio },
      one: { balancer: one, serves: [single] },
    });
    const after = await Promise.all(trio.map(sessionsHeld));

    const sessions = runs.three.flatMap((r) => r.sessions);
    const placed = placeSessions(parseAccessLog(three.accessLog()), sessions);
    const failed = [...runs.three, ...runs.one].reduce((sum, r) => sum + r.failed, 0);
    const oneRate = mean(counted.one);
    const threeRate = mean(counted.three);
    console.log('\nresults');
    console.log(`  1 process  : ${oneRate.toFixed(1)} scenarios/s (mean of ${ROUNDS})`);
    console.log(`  3 processes: ${threeRate.toFixed(1)} scenarios/s (mean of ${ROUNDS})`);
    console.log(
      `  ratio 3/1  : ${(threeRate / oneRate).toFixed(2)}x on ${availableParallelism()} CPUs (load average ${loadavg()[0]?.toFixed(1)} at the end)`,
    );
    console.log(
      `  harness serve CPU per sweep: 1 process ${mean(cpu.one).toFixed(2)} s, 3 processes ${mean(cpu.three).toFixed(2)} s together`,
    );
    console.log(`  failed scenarios, every sweep of both sides: ${failed}`);
    console.log(`  sessions through the 3-process balancer: ${sessions.length}`);
    for (const serve of trio)
      console.log(
        `    ${serve.address}: ${placed.perUpstream.get(serve.address) ?? 0} sessions (nginx's log); ` +
          `holds ${after[trio.indexOf(serve)]} after the sweeps, ${before[trio.indexOf(serve)]} before (its /__harness/health)`,
      );
    console.log(
      `  sessions on more than one process: ${placed.split.length}; never reached nginx: ${placed.missing.length}; ` +
        `calls nginx answered without a process: ${placed.unanswered}`,
    );
    for (const s of placed.split.slice(0, 5))
      console.log(`    split: ${s.session} on ${s.upstreams.join(', ')}`);
    const leftover = after.some((n, i) => n !== before[i]);
    const ok =
      failed === 0 && placed.split.length === 0 && placed.missing.length === 0 && placed.unanswered === 0;
    if (!ok || leftover) {
      console.log(
        `  CHECK FAILED${leftover ? ': a process holds sessions the sweeps should have ended' : ''}`,
      );
      process.exitCode = 1;
    } else console.log('  every session stayed on one process; 0 failures');
  } finally {
    for (const balancer of balancers) await balancer.stop();
    await Promise.all(serves.map((s) => stopProcess(s.child)));
    rmSync(reports, { recursive: true, force: true });
  }
}

await main();
