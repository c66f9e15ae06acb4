import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isScenarioPath, scenariosExported } from './scenario-file';
import { runHarness } from './testing/run-harness';
import { recordingFolder } from './testing/storefront-calls';

const folder = recordingFolder();
afterAll(() => folder.remove());

const scenario = (name: string) => ({ name, description: '', tags: [], steps: [] });

describe('scenario run with scenario files', () => {
  it('tells files from names', () => {
    expect(
      ['guest-checkout', 'scenarios/recorded/x.ts', './x.ts', 'x.mjs', 'error-AUT401'].map(isScenarioPath),
    ).toEqual([false, true, true, true, false]);
  });

  it("takes a module's default export and named exports, single or in lists, once each", () => {
    const a = scenario('a');
    const b = scenario('b');
    expect(scenariosExported({ default: a, all: [a, b], helper: () => 1, other: { name: 'x' } })).toEqual([
      a,
      b,
    ]);
  });

  it('runs the scenarios of a file next to named ones, and refuses a missing file or one without scenarios (exit 2)', async () => {
    const file = join(folder.path, 'two-reads.ts');
    writeFileSync(
      file,
      [
        "import { defineScenario, step } from '../../scenarios/scenario';",
        'export const reads = [',
        "  defineScenario({ name: 'read-one', description: '', tags: [], steps: [step('getToken', { name: 'token', body: { type: 'Guest' }, expect: {} })] }),",
        "  defineScenario({ name: 'read-two', description: '', tags: [], steps: [step('getToken', { name: 'token', body: { type: 'Guest' }, expect: { status: 201 } })] }),",
        '];',
      ].join('\n'),
    );
    const run = await runHarness(['scenario', 'run', file, 'guest-checkout']);
    expect(run.stderr).toContain('running 3 scenarios');
    expect(run.stderr).toMatch(/ok {3}read-one/);
    expect(run.stderr).toMatch(/FAIL read-two/);
    expect(run.code).toBe(1);

    const missing = await runHarness(['scenario', 'run', join(folder.path, 'nope.ts')]);
    expect(missing.stderr).toMatch(/harness: no scenario file .*nope\.ts\./);
    expect(missing.code).toBe(2);

    const empty = join(folder.path, 'no-scenarios.ts');
    writeFileSync(empty, 'export const notAScenario = 1;\n');
    const none = await runHarness(['scenario', 'run', empty]);
    expect(none.stderr).toMatch(/no-scenarios\.ts exports no scenario/);
    expect(none.code).toBe(2);
  }, 60_000);
});
