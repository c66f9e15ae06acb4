import { readFileSync } from 'node:fs';

/** A V8 .cpuprofile (what `node --cpu-prof` writes): a call tree of nodes and the samples that hit them. */
interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
    readonly children?: readonly number[];
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Where a function lives, by the layers docs/performance.md talks about. */
const AREAS: readonly [string, RegExp][] = [
  ['zod (request parsing, answer validation)', /node_modules\/zod\//],
  ['msw', /node_modules\/(msw|@mswjs|@msw)\//],
  ['other libraries', /node_modules\//],
  ['simulator core and transports', /\/simulator\/(core|msw|node\.ts|control)/],
  ['simulator domain (rules)', /\/simulator\/domain\//],
  ['simulator services and handlers', /\/simulator\/(services|handlers|faults)\//],
  ['simulator db (stores, records)', /\/simulator\/db\//],
  ['contracts', /\/contracts\//],
  ['node internals (http, net, streams)', /^node:/],
];

function areaOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)' || name === '(program)' || name === '(root)') return name;
  if (url === '' && name !== '') return 'V8 builtins (JSON, regexps, ...)';
  return AREAS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other';
}

export interface ProfileSummary {
  readonly busyMs: number;
  /** The process's start-up, left out: up to the last sample loading a module or generating the seed. */
  readonly startupMs: number;
  readonly areas: readonly { readonly area: string; readonly ms: number; readonly share: number }[];
  readonly functions: readonly {
    readonly name: string;
    readonly where: string;
    readonly ms: number;
    readonly share: number;
  }[];
}

/** Frames that only a start-up runs: module loading, and the seed the first world generates. */
const STARTUP_FRAME = (frame: { functionName: string; url: string }) =>
  frame.url.startsWith('node:internal/modules/') ||
  /^(seedData|generateCatalogueSeed)$/.test(frame.functionName);

/** The index of the first sample after the last one whose stack holds a start-up frame (0: none). */
function firstSampleAfterStartup(profile: CpuProfile): number {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const startupNodes = new Set<number>();
  // Down from the root (the first node): a node is start-up if it or a caller is a start-up frame.
  const walk = (id: number, inStartup: boolean) => {
    const node = byId.get(id);
    if (!node) return;
    const startup = inStartup || STARTUP_FRAME(node.callFrame);
    if (startup) startupNodes.add(id);
    for (const child of node.children ?? []) walk(child, startup);
  };
  if (profile.nodes[0]) walk(profile.nodes[0].id, false);
  let first = 0;
  profile.samples.forEach((id, i) => {
    if (startupNodes.has(id)) first = i + 1;
  });
  return first;
}

/**
 * Self time by area and the top functions, as shares of the busy (non-idle) time after the start-up (module
 * loading and the seed), which a long-running server pays once.
 */
export function summariseProfile(profile: CpuProfile, top = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const from = firstSampleAfterStartup(profile);
  let startupMs = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (i < from) {
      if (byId.get(id)?.callFrame.functionName !== '(idle)') startupMs += ms;
      return;
    }
    self.set(id, (self.get(id) ?? 0) + ms);
  });
  const areas = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; ms: number }>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const area = areaOf(frame.url, frame.functionName);
    if (area === '(idle)') continue;
    areas.set(area, (areas.get(area) ?? 0) + ms);
    const where = frame.url
      ? `${frame.url.replace(/^.*?\/(node_modules|simulator|contracts)\//, '$1/')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName}@${where}`;
    const entry = functions.get(key) ?? { name: frame.functionName || '(anonymous)', where, ms: 0 };
    entry.ms += ms;
    functions.set(key, entry);
  }
  const busyMs = [...areas.values()].reduce((a, b) => a + b, 0);
  const share = (ms: number) => ms / busyMs;
  return {
    busyMs,
    startupMs,
    areas: [...areas].map(([area, ms]) => ({ area, ms, share: share(ms) })).sort((a, b) => b.ms - a.ms),
    functions: [...functions.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top)
      .map((f) => ({ ...f, share: share(f.ms) })),
  };
}

export function profileLines(summary: ProfileSummary, requests: number): string[] {
  const pct = (s: number) => `${(s * 100).toFixed(1)} %`;
  return [
    `CPU profile: ${summary.busyMs.toFixed(0)} ms busy over ${requests} requests (${((summary.busyMs / requests) * 1000).toFixed(0)} µs each, with the profiler on; the start-up's ${summary.startupMs.toFixed(0)} ms left out)`,
    '| area | share of busy time |',
    '|---|---|',
    ...summary.areas.map((a) => `| ${a.area} | ${pct(a.share)} |`),
    '',
    '| top functions (self time) | where | share |',
    '|---|---|---|',
    ...summary.functions.map((f) => `| ${f.name} | ${f.where} | ${pct(f.share)} |`),
  ];
}

export const readProfile = (file: string): CpuProfile => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
