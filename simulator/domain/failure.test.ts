import { describe, expect, it } from 'vitest';
import { failure, isFailure } from './failure';

describe('isFailure, the one failure check', () => {
  it('knows a failure made by failure(), with or without message and app id', () => {
    expect(isFailure(failure('PRM160'))).toBe(true);
    expect(isFailure(failure('AUT403', undefined, 'bot-defence'))).toBe(true);
    expect(failure('PRM160')).toEqual({ ok: false, errorId: 'PRM160' });
    expect(failure('PAY400', 'Declined.')).toEqual({ ok: false, errorId: 'PAY400', message: 'Declined.' });
  });

  it('lets every success value through: records, arrays, strings, numbers, undefined', () => {
    for (const value of [
      { orderNumber: 'EC1' },
      { errorId: 'PRM160' },
      [],
      'AUTHORISED',
      0,
      '',
      undefined,
      null,
    ]) {
      expect(isFailure(value)).toBe(false);
    }
  });
});
