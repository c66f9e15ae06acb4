import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inProcessTransport } from '../../simulator/transports/in-process';
import { failureLines } from '../reporters/failure-lines';
import { runScenario } from '../runner';
import type { Scenario } from '../scenario';

/** Every recording kept here still replays green against the simulator (npm run typecheck keeps it on its contracts). */
const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const transport = inProcessTransport();

describe('recorded scenarios replay against the in-process simulator', () => {
  it('keeps at least one recording', () => expect(files.length).toBeGreaterThan(0));
  it.each(files)('%s', async (file) => {
    const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as {
      default: Scenario;
    };
    const result = await runScenario(module.default, transport);
    expect(failureLines(result), 'where it stopped').toEqual([]);
    expect(result.passed).toBe(true);
  });
});
