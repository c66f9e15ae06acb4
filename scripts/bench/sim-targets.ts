/** One endpoint's figures from autocannon. */
export interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** The simulator and the bare baseline on one endpoint, measured back to back in the same run. */
export interface Row {
  readonly key: EndpointKey;
  readonly endpoint: string;
  readonly sim: Figures;
  readonly bare: Figures;
}

export type EndpointKey = 'cart' | 'time' | 'item' | 'prepare';

/** Issue 13's throughput targets: the simulator's req/s as a share of bare's on the same endpoint. */
export const RATIO_TARGETS: Readonly<Record<EndpointKey, number>> = {
  cart: 0.25,
  time: 0.5,
  item: 0.15,
  prepare: 0.15,
};
export const CART_P99_TARGET_MS = 5;
export const HEAP_GROWTH_TARGET_MB = 30;
export const SWEEP_TARGET_S = 3;

export interface Measured {
  readonly rows: readonly Row[];
  readonly heapGrowthMb: number;
  readonly heapRequests: number;
  readonly connections: number;
  /** `harness scenario run --all` in-process: the run's own figure (from its summary line) and the wall time. */
  readonly sweep: { readonly runS: number; readonly wallS: number; readonly passed: boolean };
}

const mark = (met: boolean) => (met ? 'met' : 'NOT MET');
const pct = (ratio: number) => `${Math.round(ratio * 100)} %`;

/** The figures table and every target with its figure, as lines to print. */
export function reportLines(m: Measured): string[] {
  const lines = [
    '| endpoint | simulator req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio to bare |',
    '|---|---|---|---|---|---|---|',
    ...m.rows.map(
      ({ endpoint, sim, bare }) =>
        `| ${endpoint} | ${sim.rps} | ${sim.p50} | ${sim.p99} | ${bare.rps} | ${bare.p99} | ${pct(sim.rps / bare.rps)} |`,
    ),
    '',
    'targets (issue 13):',
  ];
  for (const row of m.rows) {
    const ratio = row.sim.rps / row.bare.rps;
    const target = RATIO_TARGETS[row.key];
    lines.push(`  ${row.endpoint}: at least ${pct(target)} of bare: ${pct(ratio)} ${mark(ratio >= target)}`);
  }
  const cart = m.rows.find((r) => r.key === 'cart');
  if (cart) {
    lines.push(
      `  GET cart p99 under ${CART_P99_TARGET_MS} ms at ${m.connections} connections: ${cart.sim.p99} ms ${mark(cart.sim.p99 < CART_P99_TARGET_MS)}`,
    );
  }
  lines.push(
    `  heap growth over ${m.heapRequests} GET cart requests under ${HEAP_GROWTH_TARGET_MB} MB: ${m.heapGrowthMb.toFixed(1)} MB ${mark(m.heapGrowthMb < HEAP_GROWTH_TARGET_MB)}`,
    `  harness scenario run --all in-process under ${SWEEP_TARGET_S} s: ${m.sweep.runS.toFixed(1)} s (process wall ${m.sweep.wallS.toFixed(1)} s)${m.sweep.passed ? '' : ', SOME SCENARIOS FAILED'} ${mark(m.sweep.passed && m.sweep.runS < SWEEP_TARGET_S)}`,
  );
  const bad = m.rows.reduce((sum, r) => sum + r.sim.non2xx + r.sim.errors, 0);
  lines.push(`  simulator answers that failed (non-2xx or socket errors): ${bad}`);
  lines.push('  session figures (creation, heap per session, 10,000 sessions): npm run bench:sessions');
  return lines;
}
