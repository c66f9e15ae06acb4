import { describe, expect, it } from 'vitest';
import { deepFreeze, freezeNew, isDeepFrozen } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes objects and arrays all the way down, cycles included', () => {
    const value: { list: { n: number }[]; self?: unknown } = { list: [{ n: 1 }] };
    value.self = value;
    deepFreeze(value);
    expect([value, value.list, value.list[0]].every((v) => Object.isFrozen(v))).toBe(true);
  });
});

describe('freezeNew', () => {
  it('freezes the new objects of a record built from a frozen one and leaves the shared parts alone', () => {
    const stored = deepFreeze({ id: 'c1', lines: [{ qty: 1 }] });
    const next = { ...stored, lines: [...stored.lines, { qty: 2 }] };
    expect(freezeNew(next)).toBe(next);
    expect([next, next.lines, next.lines[1]].every((v) => Object.isFrozen(v))).toBe(true);
    expect(next.lines[0]).toBe(stored.lines[0]);
  });

  it('stops at a frozen object: it trusts it to be frozen all the way down', () => {
    const shallow = Object.freeze({ inner: { n: 1 } });
    freezeNew({ shallow });
    expect(Object.isFrozen(shallow.inner)).toBe(false);
  });

  it('handles cycles', () => {
    const value: { self?: unknown } = {};
    value.self = value;
    expect(Object.isFrozen(freezeNew(value))).toBe(true);
  });
});

describe('isDeepFrozen', () => {
  it('knows the roots frozen as a whole, not a shallow freeze or a part', () => {
    const whole = deepFreeze({ inner: { n: 1 } });
    const written = freezeNew({ lines: [{ qty: 1 }] });
    expect(isDeepFrozen(whole)).toBe(true);
    expect(isDeepFrozen(written)).toBe(true);
    expect(isDeepFrozen(whole.inner)).toBe(false);
    expect(isDeepFrozen(Object.freeze({ inner: {} }))).toBe(false);
    expect(isDeepFrozen('text')).toBe(false);
  });
});
