import { describe, expect, it } from 'vitest';
import { answeredBy } from './errors';

/** The summary of `errors show` in-process (cli.test.ts spawns the real binary for one id). */
describe('errors show: the operations answering an id', () => {
  it('sums up an id a whole group of operations declares, with the count and the rule', () => {
    expect(answeredBy('API406')).toEqual([
      expect.stringMatching(/^ {2}answered by every operation \(\d+\)$/),
    ]);
    expect(answeredBy('API415')).toEqual([
      expect.stringMatching(/^ {2}answered by every operation that reads a body \(\d+\)$/),
    ]);
    expect(answeredBy('AUT440')).toEqual([
      expect.stringMatching(/^ {2}answered by every operation carrying the main headers \(\d+\)$/),
    ]);
  });

  it('lists the operations of an id no rule covers, one per line', () => {
    const lines = answeredBy('GFC812');
    expect(lines[0]).toBe('  answered by');
    expect(lines).toContain('    POST /cart/v1/giftcard/balance');
  });
});
