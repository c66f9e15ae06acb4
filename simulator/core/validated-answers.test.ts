import { describe, expect, it } from 'vitest';
import { ValidatedAnswers } from './validated-answers';

describe('ValidatedAnswers', () => {
  it('knows an answer only by its operation, status and exact text', () => {
    const seen = new ValidatedAnswers();
    seen.add('getCart', 200, '{"id":"bk-1"}');
    expect(seen.has('getCart', 200, '{"id":"bk-1"}')).toBe(true);
    expect(seen.has('getCart', 200, '{"id":"bk-2"}')).toBe(false);
    expect(seen.has('getCart', 201, '{"id":"bk-1"}')).toBe(false);
    expect(seen.has('createCart', 200, '{"id":"bk-1"}')).toBe(false);
  });

  it('drops the least recently used answers beyond its budget', () => {
    const seen = new ValidatedAnswers(45);
    seen.add('op', 200, 'a'.repeat(20)); // 20 characters each: two fit
    seen.add('op', 200, 'b'.repeat(20));
    expect(seen.has('op', 200, 'a'.repeat(20))).toBe(true); // a is now the most recent
    seen.add('op', 200, 'c'.repeat(20));
    expect(seen.has('op', 200, 'b'.repeat(20))).toBe(false);
    expect(seen.has('op', 200, 'a'.repeat(20))).toBe(true);
    expect(seen.has('op', 200, 'c'.repeat(20))).toBe(true);
    expect(seen.size).toBe(2);
  });
});
