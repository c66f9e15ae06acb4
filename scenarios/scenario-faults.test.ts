import { describe, expect, it } from 'vitest';
import { checkFault } from '../simulator/faults/fault-check';
import { allScenarios } from '.';

// Moved from simulator/faults/fault-check.test.ts: the simulator's tests do not import scenarios/.
describe('fault checks', () => {
  it('passes every fault the scenarios inject (each id is declared by its operation)', () => {
    const faults = allScenarios.flatMap((s) => (s.setup?.faults ?? []).map((f) => [s.name, f] as const));
    expect(faults.length).toBeGreaterThanOrEqual(allScenarios.filter((s) => s.injected).length);
    for (const [name, fault] of faults) expect(checkFault(fault), name).toMatchObject({ ok: true });
  });
});
