import { describe, expect, it } from 'vitest';
import { parseClockChange } from '../simulator/control/clock-body';
import { useTestServer } from '../simulator/testing/test-server';
import { httpTransport } from '../simulator/transports/http';
import { inProcessTransport } from '../simulator/transports/in-process';
import { allScenarios } from '.';
import { describeScenario } from './describe-scenario';
import { scenarioPresets } from './presets';
import { runScenario } from './runner';
import { defineScenario, isClockStep, step } from './scenario';

const serverTime = (timestamp: string) =>
  step('getServerTime', { name: 'read the server time', expect: { fields: { timestamp } } });

/** The session's clock starts frozen in 2031 (setup) and a step moves it an hour on. */
const movedClock = defineScenario({
  name: 'runner-clock',
  description: 'The clock is set in the setup and advanced by a step; the server time follows it.',
  tags: ['test'],
  setup: { clock: { set: '2031-01-01T00:00:00Z', freeze: true } },
  steps: [
    serverTime('2031-01-01T00:00:00.000Z'),
    { name: 'wait an hour', clock: { advance: 'PT1H' } },
    serverTime('2031-01-01T01:00:00.000Z'),
  ],
});

const server = useTestServer({ presets: scenarioPresets([movedClock]) });

describe('clock steps', () => {
  it('set the clock in the setup and move it between calls, in-process', async () => {
    const result = await runScenario(
      movedClock,
      inProcessTransport({ presets: scenarioPresets([movedClock]) }),
    );
    expect(result.error).toBeUndefined();
    expect(result.steps.map((s) => [s.name, s.operation, s.differences])).toEqual([
      ['read the server time', 'getServerTime', []],
      ['wait an hour', 'POST /__harness/clock', []],
      ['read the server time', 'getServerTime', []],
    ]);
  });

  it('do the same against a running harness serve (--base-url)', async () => {
    const result = await runScenario(movedClock, httpTransport(server.url));
    expect(result.error).toBeUndefined();
    expect(result.passed).toBe(true);
  });

  it('fail with the control API’s reason when the clock refuses the move', async () => {
    const bad = defineScenario({
      name: 'runner-clock-bad',
      description: 'A clock step with a duration that is not ISO-8601.',
      tags: ['test'],
      steps: [{ name: 'wait a while', clock: { advance: 'a while' } }],
    });
    const result = await runScenario(bad, inProcessTransport());
    expect(result.passed).toBe(false);
    expect(result.steps[0]?.differences).toEqual([
      {
        path: 'status',
        expected: 200,
        actual: '400: body.advance: must be an ISO-8601 duration such as PT16M',
      },
    ]);
  });

  it('show in `harness scenario show`', () => {
    const lines = describeScenario(movedClock);
    expect(lines).toContain('  clock: set 2031-01-01T00:00:00Z, frozen');
    expect(lines).toContain('   2. wait an hour: POST /__harness/clock -> advance PT1H');
  });

  it('in every scenario are bodies the control API accepts', () => {
    const moves = allScenarios.flatMap((s) => [
      ...(s.setup?.clock ? [s.setup.clock] : []),
      ...s.steps.filter(isClockStep).map((c) => c.clock),
    ]);
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) expect(parseClockChange(move)).toEqual({ success: true, change: move });
  });
});
