import { describe, expect, it } from 'vitest';
import { Clock } from './clock';

/** A clock over a wall clock the test moves by hand. */
function clockAt(iso: string) {
  let wall = Date.parse(iso);
  const clock = new Clock(() => wall);
  return { clock, tick: (ms: number) => (wall += ms) };
}

describe('Clock', () => {
  it('follows the wall clock until set', () => {
    const { clock, tick } = clockAt('2026-11-23T10:00:00.000Z');
    tick(5000);
    expect(clock.state()).toEqual({ now: new Date('2026-11-23T10:00:05.000Z'), mode: 'real', offsetMs: 0 });
  });

  it('keeps running from a set instant and from an advance', () => {
    const { clock, tick } = clockAt('2026-11-23T10:00:00.000Z');
    clock.setTo(new Date('2031-01-01T00:00:00.000Z'));
    tick(60_000);
    expect(clock.now().toISOString()).toBe('2031-01-01T00:01:00.000Z');
    clock.advance(16 * 60_000);
    expect(clock.state()).toMatchObject({ mode: 'offset' });
    expect(clock.now().toISOString()).toBe('2031-01-01T00:17:00.000Z');
  });

  it('stands still when frozen, advances by hand, and goes back to real time', () => {
    const { clock, tick } = clockAt('2026-11-23T10:00:00.000Z');
    clock.setTo(new Date('2027-01-01T00:00:00.000Z'), { freeze: true });
    tick(60_000);
    clock.advance(1000);
    expect(clock.state()).toMatchObject({ now: new Date('2027-01-01T00:00:01.000Z'), mode: 'frozen' });
    clock.real();
    expect(clock.state()).toEqual({ now: new Date('2026-11-23T10:01:00.000Z'), mode: 'real', offsetMs: 0 });
  });

  it('restores its setting on another clock: an offset keeps running, a frozen instant stays', () => {
    const { clock, tick } = clockAt('2026-11-23T10:00:00.000Z');
    clock.advance(3_600_000);
    const later = clockAt('2026-11-24T10:00:00.000Z'); // the page reloads a day later
    later.clock.restore(clock.setting());
    expect(later.clock.now()).toEqual(new Date('2026-11-24T11:00:00.000Z'));
    clock.setTo(new Date('2030-01-01T00:00:00.000Z'), { freeze: true });
    tick(5000);
    later.clock.restore(clock.setting());
    later.tick(5000);
    expect(later.clock.state()).toMatchObject({ now: new Date('2030-01-01T00:00:00.000Z'), mode: 'frozen' });
  });
});
