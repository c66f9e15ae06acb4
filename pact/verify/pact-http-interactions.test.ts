import { describe, expect, it } from 'vitest';
import { httpInteractionsOf, interactionLabel } from './pact-http-interactions';

describe('interactionLabel', () => {
  it('adds the provider states of every pact version', () => {
    const v4 = {
      description: 'get the cart',
      providerStates: [{ name: 'a cart' }, { name: 'a signed-in shopper' }],
    };
    expect(interactionLabel(v4)).toBe('get the cart (given a cart and a signed-in shopper)');
    expect(interactionLabel({ description: 'd', providerState: 'v2 state' })).toBe('d (given v2 state)');
    expect(interactionLabel({ description: 'd', provider_state: 'v1 state' })).toBe('d (given v1 state)');
    expect(interactionLabel({ description: 'd', providerStates: [] })).toBe('d');
  });
});

describe('httpInteractionsOf', () => {
  it('keeps HTTP interactions with their index in the file and names the others', () => {
    const pact = {
      consumer: { name: 'c' },
      interactions: [
        { type: 'Synchronous/Messages', description: 'a message' },
        { type: 'Synchronous/HTTP', description: 'a call', pending: true },
        { description: 'a V3 call' },
      ],
    };
    const { pact: http, refs, skipped } = httpInteractionsOf(pact);
    expect(http.interactions?.map((i) => i.description)).toEqual(['a call', 'a V3 call']);
    expect(http.consumer).toEqual({ name: 'c' });
    expect(refs).toEqual([
      { index: 1, label: 'a call', pending: true },
      { index: 2, label: 'a V3 call', pending: false },
    ]);
    expect(skipped).toEqual(['a message [Synchronous/Messages]']);
  });
});
