import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerText, stableAnswer } from './stable-answers';

afterEach(() => vi.restoreAllMocks());

describe('stable answers', () => {
  it('serialises a stable body once and answers the same text after', () => {
    const body = stableAnswer({ id: 'bk-1', items: [{ qty: 2 }] });
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(answerText(body)).toBe('{"id":"bk-1","items":[{"qty":2}]}');
    expect(answerText(body)).toBe('{"id":"bk-1","items":[{"qty":2}]}');
    expect(stringify).toHaveBeenCalledTimes(1);
  });

  it('freezes a stable body all the way down, so its remembered text cannot go stale', () => {
    const body = stableAnswer({ items: [{ qty: 2 }] });
    expect(() => {
      (body.items[0] as { qty: number }).qty = 3;
    }).toThrow(TypeError);
  });

  it('serialises any other body on every call, so a change shows', () => {
    const body = { qty: 2 };
    expect(answerText(body)).toBe('{"qty":2}');
    body.qty = 3;
    expect(answerText(body)).toBe('{"qty":3}');
  });
});
