import { describe, expect, it } from 'vitest';
import { useTestSimulator } from '../testing/simulator-server';
import { createMeasureBatch, toMeasure } from './performance-beacon';

const sim = useTestSimulator();

describe('the performance beacon', () => {
  it('sends a batch the simulator accepts as text/plain (204)', async () => {
    const sent: Promise<Response>[] = [];
    const batch = createMeasureBatch(
      (url, body) =>
        sent.push(
          fetch(url, {
            method: 'POST',
            body,
            headers: { 'content-type': 'text/plain', ...sim.sessionHeader() },
          }),
        ),
      '',
    );
    batch.add(toMeasure({ name: 'LCP', value: 1234.5, navigationType: 'navigate' }, '/en-us'));
    batch.add(toMeasure({ name: 'CLS', value: 0.02 }, '/en-us'));
    batch.flush();
    batch.flush(); // nothing left: no second beacon
    expect(sent).toHaveLength(1);
    expect((await sent[0])?.status).toBe(204);
  });

  it('never sends a negative or non-finite value, which the contract refuses', () => {
    expect(toMeasure({ name: 'INP', value: Number.NaN }, '/').value).toBe(0);
    expect(toMeasure({ name: 'INP', value: -3 }, '/').value).toBe(0);
  });
});
