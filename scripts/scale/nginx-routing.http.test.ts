// The generated nginx config, run by the system's nginx in front of two `harness serve` servers: the routing
// rules README "Running more sessions than one process serves" states. Skipped on a development machine without
// nginx (apt-get install nginx); never in CI, whose .ci/run installs it and sets HARNESS_REQUIRE_NGINX.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../simulator/node';
import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import { type Balancer, findNginx, startNginx } from '../bench/scale-stack';

const nginx = findNginx();
if (!nginx && process.env.HARNESS_REQUIRE_NGINX === '1') {
  throw new Error(
    'nginx is not installed, and this run requires it (HARNESS_REQUIRE_NGINX=1): apt-get install nginx',
  );
}

describe.skipIf(!nginx)('nginx before two harness serve processes', () => {
  let servers: RunningServer[] = [];
  let balancer: Balancer;
  const addressOf = (server: RunningServer) => `127.0.0.1:${server.port}`;
  const sessionsHeld = async (server: RunningServer) =>
    (await (await fetch(`${server.url}/__harness/health`)).json()).sessions as number;
  /** A call through nginx: its status and the process that answered. */
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${balancer.url}${path}`, init);
    await response.arrayBuffer();
    return { status: response.status, upstream: response.headers.get('x-harness-upstream') };
  };
  const time = (session: string) =>
    call('/fapi/server/time', { headers: { ...STOREFRONT_HEADERS, 'x-harness-session': session } });
  /** Twenty sessions, one call each, and the process each reached. */
  const placed = new Map<string, string | null>();

  beforeAll(async () => {
    servers = [await startServer({ port: 0 }), await startServer({ port: 0 })];
    balancer = await startNginx(nginx as string, servers.map(addressOf));
    for (let n = 0; n < 20; n++) placed.set(`route-${n}`, (await time(`route-${n}`)).upstream);
  }, 30_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(servers.map((s) => s.close()));
  });

  it("keeps a session's world on the one process all its calls, control calls included, reach", async () => {
    const session = 'route-0';
    const faulted = await call('/__harness/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-harness-session': session },
      body: JSON.stringify({ operation: 'GET /fapi/server/time', errorId: 'GEN500', times: 1 }),
    });
    const failed = await time(session);
    const after = await time(session);
    expect([faulted.status, failed.status, after.status]).toEqual([201, 500, 200]);
    expect(new Set([placed.get(session), faulted.upstream, failed.upstream, after.upstream]).size).toBe(1);
  });

  it('spreads sessions over both processes, each holding the worlds of the sessions sent to it', async () => {
    for (const server of servers) {
      const sent = [...placed.values()].filter((u) => u === addressOf(server)).length;
      expect(sent).toBeGreaterThan(0);
      expect(await sessionsHeld(server)).toBe(sent);
    }
  });

  it('sends a call without x-harness-session where the session "default" goes', async () => {
    const bare = await call('/__harness/health');
    expect(bare.upstream).toBe(
      (await call('/__harness/health', { headers: { 'x-harness-session': 'default' } })).upstream,
    );
  });

  it("sends DELETE /__harness/sessions/NAME to NAME's process, whatever session the caller names", async () => {
    const { upstream } = await time('ending');
    const [caller] = [...placed].find(([, u]) => u !== upstream) ?? [];
    expect(caller).toBeDefined();
    const ended = await call('/__harness/sessions/ending', {
      method: 'DELETE',
      headers: { 'x-harness-session': caller as string },
    });
    expect(ended).toEqual({ status: 204, upstream });
  });

  it('drops the connection on an injected network reset, as harness serve does, and retries it nowhere', async () => {
    const session = 'route-1';
    await call('/__harness/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-harness-session': session },
      body: JSON.stringify({ operation: 'GET /fapi/server/time', network: 'reset', times: 1 }),
    });
    await expect(time(session)).rejects.toThrow();
    expect(await time(session)).toEqual({ status: 200, upstream: placed.get(session) });
  });

  it("lets harness serve answer its own limits: a body over 1 MiB is its 413 API413, not nginx's page", async () => {
    const response = await fetch(`${balancer.url}/cart/v1/cart`, {
      method: 'POST',
      headers: { ...STOREFRONT_HEADERS, 'content-type': 'application/json', 'x-harness-session': 'route-2' },
      body: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).errorDetails[0].errorId).toBe('API413');
  });

  it('passes a large answer whole, its Host kept (the OpenAPI document names nginx as its server)', async () => {
    const read = async (base: string) => (await fetch(`${base}/__harness/openapi.json`)).json();
    const direct = await read(servers[0]?.url as string);
    const through = await read(balancer.url);
    expect(through.servers[0].url).toBe(balancer.url);
    const sameOtherwise =
      JSON.stringify({ ...through, servers: [] }) === JSON.stringify({ ...direct, servers: [] });
    expect(sameOtherwise).toBe(true);
  });
});
