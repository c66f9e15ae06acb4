import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

const call = (session: string, method: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-harness-session': session },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const homeBlocks = async (session: string, locale = 'en-us', siteId = 'summitpeak-us') =>
  (
    (await (
      await call(session, 'GET', `/publish/caas/v1/canvas/augmentedpage/${siteId}/home?locale=${locale}`)
    ).json()) as {
      components: { id: string; type: string; richText?: string }[];
    }
  ).components;

const vector = { type: 'richText', id: 'xss-1', richText: '<p>Hi<img src=x onerror="alert(1)"></p>' };

describe('POST|DELETE /__harness/content-pages/{siteId}/{slug}', () => {
  it("serves the test's blocks, as given, for that session only, until deleted", async () => {
    const set = await call('content-a', 'POST', '/__harness/content-pages/summitpeak-ca/home', {
      components: [vector],
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      session: 'content-a',
      siteId: 'summitpeak-ca',
      slug: 'home',
      components: 1,
    });
    // Every locale of the site, untranslated.
    for (const locale of ['en-ca', 'fr-ca'])
      expect(await homeBlocks('content-a', locale, 'summitpeak-ca')).toEqual([vector]);
    // Another session, another site: the seeded page.
    expect((await homeBlocks('content-b', 'en-ca', 'summitpeak-ca')).length).toBeGreaterThan(1);
    expect((await homeBlocks('content-a')).map((b) => b.id)).not.toContain('xss-1');
    const cleared = await call('content-a', 'DELETE', '/__harness/content-pages/summitpeak-ca/home');
    expect(await cleared.json()).toEqual({ session: 'content-a', cleared: true });
    expect((await homeBlocks('content-a', 'en-ca', 'summitpeak-ca')).map((b) => b.id)).not.toContain('xss-1');
  });

  it('refuses blocks off the content contract, an unknown site or page, and a body that is no JSON', async () => {
    const off = await call('content-c', 'POST', '/__harness/content-pages/summitpeak-us/home', {
      components: [{ type: 'richText', id: 'x' }],
    });
    expect(off.status).toBe(400);
    expect(((await off.json()) as { errorDetails: { message: string }[] }).errorDetails[0]?.message).toMatch(
      /body\.components\.0\.richText/,
    );
    const site = await call('content-c', 'POST', '/__harness/content-pages/nosuch-site/home', {
      components: [],
    });
    expect(site.status).toBe(404);
    const page = await call('content-c', 'POST', '/__harness/content-pages/summitpeak-us/no-such-page', {
      components: [],
    });
    expect(page.status).toBe(404);
    const junk = await fetch(`${server.url}/__harness/content-pages/summitpeak-us/home`, {
      method: 'POST',
      body: '{',
    });
    expect(junk.status).toBe(400);
  });
});
