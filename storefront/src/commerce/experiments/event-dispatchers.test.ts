import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import { eventDispatchers } from './event-dispatchers';
import { experimentationUrls } from './experimentation-urls';
import { clearFaults, injectFault } from './sdk-test-support';

useTestSimulator();

afterEach(async () => {
  vi.restoreAllMocks();
  await clearFaults();
});

/** One impression as the SDK's event builder writes it (the event log contract's shape). */
const batch = {
  account_id: '2131840068',
  project_id: '2947149007',
  revision: '42',
  client_name: 'javascript-sdk',
  client_version: '6.6.1',
  anonymize_ip: true,
  enrich_decisions: true,
  visitors: [
    {
      visitor_id: 'vuid_3f9a2c1e8b7d4a6f',
      attributes: [{ entity_id: '4003', key: 'country', type: 'custom', value: 'US' }],
      snapshots: [
        {
          decisions: [
            { campaign_id: '294714900730', experiment_id: '29471490073', variation_id: '29471490074' },
          ],
          events: [
            {
              entity_id: '294714900730',
              key: 'campaign_activated',
              timestamp: 1767225600000,
              uuid: '1b4e28ba-2fa1-4d2b-a0e6-4c8d2a1f9e3b',
            },
          ],
        },
      ],
    },
  ],
};
const logEvent = { url: 'https://logx.optimizely.com/v1/events', httpVerb: 'POST', params: batch };

/** Every fetch the dispatcher makes, passed through to the simulator. */
function recordFetch() {
  const real = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => real(input, init));
}

describe('the event log dispatcher', () => {
  it('POSTs the batch as JSON to the configured event log (not the URL the SDK names) and answers its status', async () => {
    const eventLog = experimentationUrls('').eventLog;
    expect(eventLog).toBe('/v1/events');
    const { dispatcher } = eventDispatchers(eventLog, () => true);
    const spy = recordFetch();

    expect(await dispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 204 });

    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('/v1/events');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(batch);
    // Sent even while the page unloads.
    expect(init?.keepalive).toBe(true);
  });

  it('answers the event log failure, so that the SDK keeps the batch and retries it', async () => {
    await injectFault({ operation: 'logExperimentationEvents', status: 503, times: 1 });
    const { dispatcher } = eventDispatchers('/v1/events', () => true);
    expect(await dispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 503 });
    expect(await dispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 204 });
  });

  it('answers the contract refusal of a batch that is not one (400)', async () => {
    const { dispatcher } = eventDispatchers('/v1/events', () => true);
    const answer = await dispatcher.dispatchEvent({ ...logEvent, params: { visitors: [] } });
    expect(answer.statusCode).toBe(400);
  });

  it('sends nothing once targeting consent is withdrawn, and answers done so nothing is kept', async () => {
    let allowed = true;
    const { dispatcher, closingDispatcher } = eventDispatchers('/v1/events', () => allowed);
    const spy = recordFetch();
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    allowed = false;

    expect(await dispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 204 });
    expect(await closingDispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 204 });
    expect(spy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();

    // Consent is read at each dispatch, not when the dispatchers are made.
    allowed = true;
    expect(await dispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 204 });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('the page-close dispatcher', () => {
  it('queues the batch as a text/plain beacon to the event log', async () => {
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    const spy = recordFetch();
    const { closingDispatcher } = eventDispatchers('https://events.example/v1/events', () => true);

    expect(await closingDispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 204 });

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('https://events.example/v1/events');
    expect(body).toBeInstanceOf(Blob);
    const blob = body as Blob;
    // text/plain: a simple request, which the browser sends without a preflight after the page is gone.
    expect(blob.type).toBe('text/plain');
    expect(JSON.parse(await blob.text())).toEqual(batch);
    expect(spy).not.toHaveBeenCalled();
  });

  it('answers 500 when the browser refuses the beacon, so the batch stays pending for the next page', async () => {
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    const { closingDispatcher } = eventDispatchers('/v1/events', () => true);
    expect(await closingDispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 500 });
  });

  it('answers 500 where there is no beacon at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    try {
      const { closingDispatcher } = eventDispatchers('/v1/events', () => true);
      expect(await closingDispatcher.dispatchEvent(logEvent)).toEqual({ statusCode: 500 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
