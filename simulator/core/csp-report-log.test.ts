import { describe, expect, it } from 'vitest';
import { CSP_REPORTS_KEPT } from './csp-report-log';
import { createWorld } from './world';
import { restoreWorld, saveWorld } from './world-snapshot';

const report = (n: number) => ({
  receivedAt: '2026-06-01T00:00:00.000Z',
  report: { 'document-uri': `http://127.0.0.1/${n}`, 'violated-directive': 'img-src' },
});

describe("a world's CSP reports", () => {
  it('keeps the latest ones only, so a page looping on a violation cannot grow the heap', async () => {
    const world = await createWorld('csp-log', 7);
    for (let n = 0; n < CSP_REPORTS_KEPT + 3; n += 1) world.cspReports.add(report(n));
    const kept = world.cspReports.list();
    expect(kept).toHaveLength(CSP_REPORTS_KEPT);
    expect(kept[0]?.report['document-uri']).toBe('http://127.0.0.1/3');
  });

  it('survive a world snapshot (the kept worlds of npm start)', async () => {
    const world = await createWorld('csp-kept', 7);
    world.cspReports.add(report(1));
    const restored = await restoreWorld(JSON.parse(JSON.stringify(saveWorld(world))));
    expect(restored.cspReports.list()).toEqual([report(1)]);
  });
});
