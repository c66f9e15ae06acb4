import { describe, expect, it } from 'vitest';
import { useTestServer } from '../simulator/testing/test-server';
import { runScenario } from './runner';
import { defineScenario, step } from './scenario';
import { httpTransport } from './transport';

const server = useTestServer();

const sessionCount = async () =>
  (
    await (
      await fetch(`${server.url}/__harness/health`, { headers: { 'x-harness-session': 'c-count' } })
    ).json()
  ).sessions as number;

// Moved from simulator/control/control-api.http.test.ts: the simulator's tests do not import scenarios/.
describe('control API', () => {
  it('a scenario run ends its own session', async () => {
    const scenario = defineScenario({
      name: 'control-session-ends',
      description: 'One call, then the runner ends its session.',
      tags: ['test'],
      steps: [step('getServerTime', { name: 'time', expect: {} })],
    });
    const before = await sessionCount();
    const result = await runScenario(scenario, httpTransport(server.url));
    expect(result.passed).toBe(true);
    expect(await sessionCount()).toBe(before);
    expect(server.simulator.worlds.names()).not.toContain(result.session);
  });
});
