import {
  createInstance,
  createOdpManager,
  createStaticProjectConfigManager,
  type RequestHandler,
} from '@optimizely/optimizely-sdk/universal';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

/**
 * The real Optimizely SDK (6, its universal build) against the simulator: the datafile it serves and the
 * customer-data platform's segments query, sent as the SDK writes it (arguments inline, no variables). Every
 * request the SDK makes goes over HTTP to a real `harness serve`; the datafile's customer-data host
 * (https://cdp.summitpeak.example) is mapped to it, as the storefront maps it to the harness.
 */

const server = useTestServer();
const SDK_KEY = 'summitpeak-us-production';
const SESSION = 'experimentation-sdk';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string | undefined>;
  body?: string;
}

/** The SDK's transport: any host becomes the simulator's; each request is kept for the test to read. */
function simulatorRequests(sent: Sent[]): RequestHandler {
  return {
    makeRequest(requestUrl, headers, method, data) {
      const url = new URL(requestUrl);
      sent.push({ url: requestUrl, method, headers, body: data });
      const controller = new AbortController();
      const responsePromise = fetch(`${server.url}${url.pathname}${url.search}`, {
        method,
        headers: { ...(headers as Record<string, string>), 'x-harness-session': SESSION },
        body: data,
        signal: controller.signal,
      }).then(async (response) => ({
        statusCode: response.status,
        body: await response.text(),
        headers: Object.fromEntries(response.headers),
      }));
      return { abort: () => controller.abort(), responsePromise };
    },
  };
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function sdkClient(sent: Sent[]) {
  const datafile = await fetch(`${server.url}/datafiles/${SDK_KEY}.json`, {
    headers: { 'x-harness-session': SESSION },
  });
  expect(datafile.status).toBe(200);
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({ datafile: await datafile.text() }),
    odpManager: createOdpManager({ requestHandler: simulatorRequests(sent) }),
    requestHandler: simulatorRequests(sent),
  });
  closers.push(() => client.close());
  await client.onReady({ timeout: 5000 });
  return client;
}

describe('the Optimizely SDK against the simulator', () => {
  it('fetches qualified segments through the GraphQL handler and decides home_hero', async () => {
    const sent: Sent[] = [];
    const client = await sdkClient(sent);
    const user = client.createUserContext('vuid_3f9a2c1e8b7d4a6f');

    expect(await user.fetchQualifiedSegments()).toBe(true);
    expect(Array.isArray(user.qualifiedSegments)).toBe(true);
    // The datafile's customer-data audience makes the SDK ask for its one segment, inline, without variables.
    const segments = sent.filter((r) => r.url.endsWith('/v3/graphql'));
    expect(segments).toHaveLength(1);
    const [request] = segments;
    expect(request?.url).toBe('https://cdp.summitpeak.example/v3/graphql');
    expect(request?.headers['x-api-key']).toBe('W4WzcEs-ABgXorzY7h1LCQ');
    const body = JSON.parse(request?.body ?? '{}') as { query: string; variables?: unknown };
    expect(body.variables).toBeUndefined();
    expect(body.query).toContain('customer(vuid : "vuid_3f9a2c1e8b7d4a6f")');
    expect(body.query).toContain('audiences(subset: ["trail_runners"])');
    expect(user.qualifiedSegments?.every((s) => s === 'trail_runners')).toBe(true);

    const decision = user.decide('home_hero');
    expect(['control', 'variation_1']).toContain(decision.variationKey);
    expect(decision.ruleKey).toBe('hero_test');
    expect(decision.reasons).toEqual([]);
  });

  it("decides the customer-data experiment from the platform's answer", async () => {
    const sent: Sent[] = [];
    const client = await sdkClient(sent);
    // The simulator's answer is stable per visitor and segment: find one visitor it qualifies, one it does not.
    const outcomes = new Map<boolean, string>();
    for (let i = 0; i < 12 && outcomes.size < 2; i++) {
      const user = client.createUserContext(`vuid_visitor${i}`);
      expect(await user.fetchQualifiedSegments()).toBe(true);
      const qualified = user.qualifiedSegments?.includes('trail_runners') ?? false;
      const decision = user.decide('newsletter_prompt');
      if (!outcomes.has(qualified)) outcomes.set(qualified, decision.ruleKey ?? 'none');
      if (qualified) expect(['control', 'prompt']).toContain(decision.variationKey);
      else expect(decision.variationKey).toBeNull();
    }
    expect(outcomes.get(true)).toBe('newsletter_prompt_test');
    expect(outcomes.has(false)).toBe(true);
  });
});
