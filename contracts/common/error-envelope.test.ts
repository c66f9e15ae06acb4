import { describe, expect, it } from 'vitest';
import { errorEnvelope } from './error-envelope';

describe('error envelope', () => {
  it('accepts the envelope with a catalogue id and an optional appId', () => {
    const body = {
      errorDetails: [{ errorId: 'BSK404', message: 'Cart not found' }],
      appId: 'bot',
      correlationId: 'c-1',
    };
    expect(errorEnvelope.parse(body)).toEqual(body);
  });

  it('rejects an id outside the catalogue, an empty detail list and a missing correlation id', () => {
    expect(
      errorEnvelope.safeParse({ errorDetails: [{ errorId: 'NOPE1', message: 'x' }], correlationId: 'c' })
        .success,
    ).toBe(false);
    expect(errorEnvelope.safeParse({ errorDetails: [], correlationId: 'c' }).success).toBe(false);
    expect(errorEnvelope.safeParse({ errorDetails: [{ errorId: 'BSK404', message: 'x' }] }).success).toBe(
      false,
    );
  });
});
