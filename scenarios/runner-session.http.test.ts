import { describe, expect, it } from 'vitest';
import { useTestServer } from '../simulator/testing/test-server';
import { httpTransport } from '../simulator/transports/http';
import { runScenario } from './runner';
import { defineScenario, step } from './scenario';

const server = useTestServer();

const sessionCount = async () =>
  (
    await (
      await fetch(`${server.url}/__harness/health`, { headers: { 'x-harness-session': 'c-count' } })
    ).json()
  ).sessions as number;

/* Moved from simulator/control/control-api.http.test.ts (issue 23): the simulator's tests import no scenarios. */
describe('a scenario run over HTTP', () => {
  it('ends its own session', async () => {
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
