import { describe, expect, it, vi } from 'vitest';
import { holdCallsWhenLeaving } from './hold-calls-when-leaving';

/** A window stand-in: its own event target, location and fetch, so the test's window keeps its fetch. */
function fakeWindow() {
  const events = new EventTarget();
  const sent: string[] = [];
  const target = Object.assign(events, {
    location: { href: 'http://127.0.0.1:5173/fr-ca/c/mens-jackets', origin: 'http://127.0.0.1:5173' },
    fetch: vi.fn(async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response('{}');
    }),
  });
  return { target: target as unknown as Window & typeof globalThis, events, sent };
}

describe('a leaving page on npm start', () => {
  it('sends its calls until beforeunload, then holds same-origin ones and lets others go', async () => {
    const { target, events, sent } = fakeWindow();
    holdCallsWhenLeaving(target);
    await target.fetch('/cart/v1/cart/bk-1');
    events.dispatchEvent(new Event('beforeunload'));
    const held = target.fetch('/publish/caas/v1/canvas/footer/summitpeak-ca?locale=fr-ca');
    await target.fetch('https://cdn.example/datafile.json');
    const settled = await Promise.race([
      held.then(() => 'settled'),
      new Promise((r) => setTimeout(r, 20, 'held')),
    ]);
    expect(settled).toBe('held');
    expect(sent).toEqual(['/cart/v1/cart/bk-1', 'https://cdn.example/datafile.json']);
  });
});
