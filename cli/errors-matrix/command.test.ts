import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueList } from '../../contracts/errors/catalogue';
import { runHarness } from '../testing/run-harness';
import { BASELINE_FILE, type Baseline } from './baseline';

const dir = mkdtempSync(join(tmpdir(), 'errors-matrix-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each spawn compiles the CLI through tsx: generous timeouts, run at once.
describe.concurrent('harness errors matrix (the binary)', { timeout: 180_000 }, () => {
  it('prints a row per catalogue id and the totals, exit 0 against the committed baseline', async () => {
    const run = await runHarness(['errors', 'matrix']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ID +SCENARIO +STOREFRONT +PACT$/m);
    expect(run.stdout).toMatch(/^AUT500 +fault +error-aut500/m);
    expect(run.stdout).toContain(`${catalogueList.length} catalogue entries`);
    expect(run.stdout).toContain('baseline    no id went backwards');
  });

  it('exits 1 naming the id whose coverage went down against a baseline', async () => {
    const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
    const better = {
      ...baseline,
      ids: { ...baseline.ids, AUT500: { ...baseline.ids.AUT500, scenario: 'condition' } },
    };
    const file = join(dir, 'better.json');
    writeFileSync(file, JSON.stringify(better));
    const run = await runHarness(['errors', 'matrix', '--gaps', '--baseline', file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('AUT500: scenario condition -> fault');
  });

  it('writes JUnit to --out, one testcase per id, with the table still on stdout', async () => {
    const out = join(dir, 'matrix.xml');
    const run = await runHarness(['errors', 'matrix', '--junit', '--out', out]);
    expect(run.code).toBe(0);
    const xml = readFileSync(out, 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(catalogueList.length);
    expect(xml).toContain('failures="0"');
    expect(run.stdout).toContain(`report (junit) written to ${out}`);
  });

  it('refuses conflicting or incomplete options with exit 2, and shows examples in --help', async () => {
    const both = await runHarness(['errors', 'matrix', '--json', '--junit']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('choose one of --json and --junit');
    const missing = await runHarness(['errors', 'matrix', '--baseline', join(dir, 'none.json')]);
    expect(missing.code).toBe(2);
    const help = await runHarness(['errors', 'matrix', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('$ harness errors matrix --junit --out errors-matrix.xml');
    expect(help.stdout).toContain('Exit codes: 0');
  });
});
