import { vi } from 'vitest';

/**
 * The bodies of the profile updates (PUT /consumers-v3/consumer) a rendered app sends, recorded on their way
 * to the simulator's real handlers (passed through, never answered here). Undone by `vi.restoreAllMocks()`.
 */
export function recordProfileUpdates(): unknown[] {
  const bodies: unknown[] = [];
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (init?.method === 'PUT' && url.pathname === '/consumers-v3/consumer')
      bodies.push(JSON.parse(String(init.body)));
    return passThrough(input, init);
  });
  return bodies;
}
