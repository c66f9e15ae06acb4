import { describe, expect, it } from 'vitest';
import { ValidatedAnswers } from './validated-answers';

describe('ValidatedAnswers', () => {
  it('knows an answer only by its operation, status and exact text', () => {
    const seen = new ValidatedAnswers();
    seen.add('getCart', 200, '{"id":"bk-1"}');
    expect(seen.has('getCart', 200, '{"id":"bk-1"}')).toBe(true);
    // Same length, other bytes.
    expect(seen.has('getCart', 200, '{"id":"bk-2"}')).toBe(false);
    expect(seen.has('getCart', 201, '{"id":"bk-1"}')).toBe(false);
    expect(seen.has('createCart', 200, '{"id":"bk-1"}')).toBe(false);
  });

  it('compares by content, not by the string object', () => {
    const seen = new ValidatedAnswers();
    seen.add('getCart', 200, JSON.stringify({ id: 'bk-1', lines: [1, 2] }));
    expect(seen.has('getCart', 200, JSON.stringify({ id: 'bk-1', lines: [1, 2] }))).toBe(true);
  });

  it('keeps the most recent few texts of one length, so a changing answer does not pile up', () => {
    const seen = new ValidatedAnswers();
    const times = Array.from({ length: 50 }, (_, i) => `{"t":${String(i).padStart(4, '0')}}`);
    for (const time of times) seen.add('getServerTime', 200, time);
    expect(seen.size).toBe(4);
    expect(seen.has('getServerTime', 200, times[49] as string)).toBe(true);
    expect(seen.has('getServerTime', 200, times[0] as string)).toBe(false);
  });

  it('keeps a text in use among the recent ones of its length', () => {
    const seen = new ValidatedAnswers();
    const texts = ['a', 'b', 'c', 'd', 'e'].map((c) => c.repeat(10));
    for (const text of texts.slice(0, 4)) seen.add('op', 200, text);
    expect(seen.has('op', 200, texts[0] as string)).toBe(true); // a is now the most recent
    seen.add('op', 200, texts[4] as string);
    expect(seen.has('op', 200, texts[0] as string)).toBe(true);
    expect(seen.has('op', 200, texts[1] as string)).toBe(false);
  });

  it('forgets everything past its budget of characters and starts over', () => {
    const seen = new ValidatedAnswers(45);
    seen.add('op', 200, 'a'.repeat(20));
    seen.add('op', 200, 'b'.repeat(21));
    seen.add('op', 200, 'c'.repeat(22));
    expect(seen.has('op', 200, 'a'.repeat(20))).toBe(false);
    expect(seen.has('op', 200, 'c'.repeat(22))).toBe(true);
    expect(seen.size).toBe(1);
  });
});
