import { describe, expect, it } from 'vitest';
import { latestInEffect, onlineNow, priceNow, servicesNow } from './catalogue-changes';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const IDS = { styleId: 'SPJK0001', colorId: 'SPJK0001NVY' };

describe('changes to the seeded catalogue and stores', () => {
  it('holds a change from its start on; the latest one in effect wins', () => {
    const changes = [{ n: 1 }, { n: 2, from: at(-10) }, { n: 3, from: at(10) }];
    expect(latestInEffect(changes, NOW)?.n).toBe(2);
    expect(latestInEffect(changes, new Date(at(11)))?.n).toBe(3);
    expect(latestInEffect([{ n: 1, from: at(5) }], NOW)).toBeUndefined();
  });

  it('takes a product offline by style or by colour; the colour’s own change wins', () => {
    const style = { productId: 'SPJK0001', online: false };
    expect(onlineNow(true, IDS, [style], NOW)).toBe(false);
    expect(onlineNow(true, IDS, [style, { productId: 'SPJK0001NVY', online: true }], NOW)).toBe(true);
    expect(onlineNow(true, IDS, [{ productId: 'SPJK0001FRD', online: false }], NOW)).toBe(true);
    expect(onlineNow(true, IDS, [{ ...style, from: at(20) }], NOW)).toBe(true);
    expect(onlineNow(false, IDS, [], NOW)).toBe(false);
  });

  it('takes a price away or replaces it in one currency only', () => {
    const seeded = { current: 22900, original: 22900 };
    const gone = { productId: 'SPJK0001', currency: 'USD' as const, current: null, original: null };
    expect(priceNow(seeded, IDS, 'USD', [gone], NOW)).toBeUndefined();
    expect(priceNow(seeded, IDS, 'CAD', [gone], NOW)).toEqual(seeded);
    const raised = { ...gone, productId: 'SPJK0001NVY', current: 25000, original: 22900 };
    expect(priceNow(seeded, IDS, 'USD', [gone, raised], NOW)).toEqual({ current: 25000, original: 22900 });
    expect(priceNow(seeded, IDS, 'USD', [{ ...gone, from: at(1) }], NOW)).toEqual(seeded);
  });

  it('switches a store service from its time on, each service on its own', () => {
    const seeded = { pickupEnabled: false, stsEnabled: true };
    const stops = { storeId: '0810', stsEnabled: false, from: at(20) };
    expect(servicesNow(seeded, [stops], NOW)).toEqual(seeded);
    expect(servicesNow(seeded, [stops], new Date(at(20)))).toEqual({
      pickupEnabled: false,
      stsEnabled: false,
    });
    expect(servicesNow(seeded, [stops, { storeId: '0810', pickupEnabled: true }], NOW)).toEqual({
      pickupEnabled: true,
      stsEnabled: true,
    });
  });
});
