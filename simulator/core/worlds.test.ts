import { describe, expect, it } from 'vitest';
import { Worlds } from './worlds';

describe('session lifecycle', () => {
  it('deletes one session or all, and a deleted session starts again from the seed', async () => {
    const worlds = new Worlds(7);
    const first = await worlds.get('a');
    worlds.reset('b', 42);
    await worlds.get('c');
    expect(worlds.size).toBe(3);
    expect(worlds.delete('a')).toBe(true);
    expect(worlds.delete('a')).toBe(false);
    expect(await worlds.get('a')).not.toBe(first);
    expect(worlds.delete('b')).toBe(true); // a session known only by its seed counts too
    expect(worlds.seedOf('b')).toBe(7);
    expect(worlds.deleteAll()).toBe(2);
    expect(worlds.size).toBe(0);
  });

  it('ends sessions idle past the limit on the next request, keeping default and busy ones', async () => {
    let now = 0;
    const worlds = new Worlds(7, undefined, () => now);
    worlds.expireIdleAfter(1000);
    await worlds.get('idle');
    await worlds.get('default');
    const busy = await worlds.get('busy');
    now = 600;
    await worlds.get('busy');
    now = 1100; // a request after the sweep is due sweeps first
    expect(await worlds.get('busy')).toBe(busy);
    expect(worlds.names().sort()).toEqual(['busy', 'default']);
    now = 5000;
    expect(worlds.sweep()).toEqual(['busy']);
    expect(worlds.names()).toEqual(['default']);
  });

  it('keeps every session when expiry is off', async () => {
    let now = 0;
    const worlds = new Worlds(7, undefined, () => now);
    worlds.expireIdleAfter(0);
    await worlds.get('x');
    now = 10 ** 9;
    await worlds.get('y');
    expect(worlds.sweep()).toEqual([]);
    expect(worlds.size).toBe(2);
  });
});
