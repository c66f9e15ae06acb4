import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { type BuiltScenario, buildScenario } from '../scenarios/recording/build-scenario';
import type { Module } from '../scenarios/recording/code';
import { emitScenario } from '../scenarios/recording/emit-scenario';
import type { Exchange } from '../scenarios/recording/match-calls';
import { usageError } from './usage-error';

const ROOT = join(import.meta.dirname, '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

/** The scenario name a file stands for: its base name, which must be kebab-case. */
export function scenarioNameOf(out: string): string {
  return basename(out, extname(out));
}

/** `--out` of a recording: a .ts file in an existing folder, named in kebab case, not overwritten unless forced. */
export function checkRecordingOut(out: string, force: boolean): string {
  if (extname(out) !== '.ts')
    usageError(`--out ${out}: a scenario file ends in .ts (e.g. scenarios/recorded/guest-checkout.ts)`);
  const name = scenarioNameOf(out);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))
    usageError(
      `--out ${out}: the file name is the scenario's name and must be kebab-case (e.g. guest-checkout.ts)`,
    );
  const folder = dirname(resolve(out));
  if (!existsSync(folder)) usageError(`--out ${out}: no folder ${folder}`);
  if (existsSync(out) && !force) usageError(`--out ${out} exists; pass --force to replace it`);
  return name;
}

/** Formats generated source as `biome check --write` would (imports sorted); the source as is if biome fails. */
function formatted(source: string, name: string): { text: string; formatted: boolean } {
  const run = spawnSync(BIOME, ['check', '--write', `--stdin-file-path=scenarios/recorded/${name}.ts`], {
    cwd: ROOT,
    input: source,
    encoding: 'utf8',
  });
  return run.status === 0 && run.stdout
    ? { text: run.stdout, formatted: true }
    : { text: source, formatted: false };
}

export interface WrittenRecording {
  readonly file: string;
  readonly built: BuiltScenario;
  readonly steps: number;
  readonly formatted: boolean;
}

/** Builds the scenario of the exchanges, writes it formatted at `out` (imports relative to it). */
export function writeRecording(
  exchanges: readonly Exchange[],
  out: string,
  source: string,
  recordedAt = new Date(),
): WrittenRecording {
  const name = scenarioNameOf(out);
  const built = buildScenario({ name, source, exchanges });
  const folder = dirname(resolve(out));
  const specifier = (module: Module) => {
    const path = relative(folder, join(ROOT, module)).split(sep).join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  const file = relative(process.cwd(), resolve(out)) || out;
  const text = emitScenario(built, {
    specifier,
    header: [
      `Recorded from ${source} on ${recordedAt.toISOString()}.`,
      `Replay: harness scenario run ${file} [--base-url URL]`,
    ],
  });
  const result = formatted(text, name);
  writeFileSync(out, result.text);
  const steps = built.entries.filter((e) => 'step' in e).length;
  return { file, built, steps, formatted: result.formatted };
}
