import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contracts/common/error-envelope';
import { STOREFRONT_HEADERS, useTestServer } from '../testing/test-server';

const server = useTestServer();

const clock = async (session: string, body?: unknown) => {
  const response = await fetch(`${server.url}/__harness/clock`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-harness-session': session },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
};
/** The server time an ordinary call sees in this session (fapi getServerTime). */
const serverTime = async (session: string) => {
  const response = await fetch(`${server.url}/fapi/server/time`, {
    headers: { ...STOREFRONT_HEADERS, 'x-harness-session': session },
  });
  return Date.parse((await response.json()).timestamp);
};
// Wide enough for a loaded machine; every move the tests check is minutes to years.
const near = (ms: number, target: number) => expect(Math.abs(ms - target)).toBeLessThan(60_000);

describe('GET|POST /__harness/clock', () => {
  it('reads real time by default', async () => {
    const { status, body } = await clock('k-read');
    expect(status).toBe(200);
    expect(body).toMatchObject({ session: 'k-read', mode: 'real' });
    near(Date.parse(body.now), Date.now());
  });

  it('sets an instant that keeps running, and every call of the session sees it', async () => {
    const set = await clock('k-set', { set: '2031-01-01T00:00:00Z' });
    expect(set.status).toBe(200);
    expect(set.body.mode).toBe('offset');
    near(Date.parse(set.body.now), Date.parse('2031-01-01T00:00:00Z'));
    near(await serverTime('k-set'), Date.parse('2031-01-01T00:00:00Z'));
  });

  it('freezes, and advances by an ISO duration or by seconds', async () => {
    await clock('k-adv', { set: '2027-01-01T00:00:00Z', freeze: true });
    expect((await clock('k-adv', { advance: 'PT16M' })).body).toMatchObject({
      now: '2027-01-01T00:16:00.000Z',
      mode: 'frozen',
    });
    expect((await clock('k-adv', { advanceSeconds: 60 })).body.now).toBe('2027-01-01T00:17:00.000Z');
    expect(await serverTime('k-adv')).toBe(Date.parse('2027-01-01T00:17:00.000Z'));
  });

  it('goes back to real time', async () => {
    await clock('k-real', { advance: 'P3D' });
    near(await serverTime('k-real'), Date.now() + 3 * 86_400_000);
    const back = await clock('k-real', { real: true });
    expect(back.body).toMatchObject({ mode: 'real', offsetMs: expect.any(Number) });
    near(await serverTime('k-real'), Date.now());
  });

  it('moves only its own session', async () => {
    await clock('k-iso-a', { set: '2035-06-01T00:00:00Z', freeze: true });
    expect((await clock('k-iso-a')).body.now).toBe('2035-06-01T00:00:00.000Z');
    expect((await clock('k-iso-b')).body.mode).toBe('real');
    near(await serverTime('k-iso-b'), Date.now());
  });

  it.each([
    [{ set: 'tomorrow' }, 'body.set:'],
    [{ advance: '16 minutes' }, 'body.advance: must be an ISO-8601 duration'],
    [{ advanceSeconds: '960' }, 'body.advanceSeconds:'],
    [{ real: false }, 'body.real:'],
    [{ set: '2031-01-01T00:00:00Z', advance: 'PT1M' }, 'body.advance: give only one of'],
    [{}, 'body: give one of set, advance, advanceSeconds, real'],
    [{ advance: 'PT1M', speed: 2 }, 'body.speed:'],
    ['not json', 'body: is not valid JSON'],
  ])('refuses %j with API400 naming the field', async (body, message) => {
    const { status, body: answer } = await clock('k-bad', body);
    expect(status).toBe(400);
    const detail = errorEnvelope.parse(answer).errorDetails[0];
    expect(detail?.errorId).toBe('API400');
    expect(detail?.message).toContain(message);
    expect((await clock('k-bad')).body.mode).toBe('real');
  });

  it('refuses a bad session name', async () => {
    expect((await clock('no spaces allowed')).status).toBe(400);
  });
});
