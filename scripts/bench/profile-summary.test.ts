import { describe, expect, it } from 'vitest';
import { summariseProfile } from './profile-summary';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9 });

describe('summariseProfile', () => {
  it('shares self time by area and function, leaving idle time out', () => {
    const summary = summariseProfile({
      nodes: [
        { id: 1, callFrame: frame('(idle)', '') },
        { id: 2, callFrame: frame('parse', 'file:///repo/node_modules/zod/v4/core/schemas.js') },
        { id: 3, callFrame: frame('cartView', 'file:///repo/simulator/domain/commerce/cart-view.ts') },
        { id: 4, callFrame: frame('(garbage collector)', '') },
      ],
      // Microsecond deltas: 1 ms idle, 3 ms Zod, 1 ms cart view, 1 ms GC (twice).
      samples: [1, 2, 2, 3, 4, 2, 4],
      timeDeltas: [1000, 1000, 1000, 1000, 500, 1000, 500],
    });
    expect(summary.busyMs).toBe(5);
    expect(summary.areas.map((a) => [a.area, a.share])).toEqual([
      ['zod (request parsing, answer validation)', 0.6],
      ['simulator domain (rules)', 0.2],
      ['garbage collection', 0.2],
    ]);
    expect(summary.functions[0]).toMatchObject({
      name: 'parse',
      where: 'node_modules/zod/v4/core/schemas.js:10',
      ms: 3,
    });
  });

  it('leaves out the start-up: everything up to the last sample loading a module or generating the seed', () => {
    const summary = summariseProfile({
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
        { id: 2, callFrame: frame('moduleStrategy', 'node:internal/modules/esm/translators'), children: [3] },
        { id: 3, callFrame: frame('parse', 'file:///repo/node_modules/zod/v4/core/schemas.js') },
        { id: 4, callFrame: frame('cartView', 'file:///repo/simulator/domain/commerce/cart-view.ts') },
      ],
      // 2 ms of Zod while loading a module, 1 ms of cart view between, then 3 ms of cart view after.
      samples: [3, 4, 3, 4, 4, 4],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000],
    });
    expect(summary.startupMs).toBe(3);
    expect(summary.busyMs).toBe(3);
    expect(summary.areas.map((a) => a.area)).toEqual(['simulator domain (rules)']);
  });
});
