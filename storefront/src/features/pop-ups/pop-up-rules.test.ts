import { describe, expect, it } from 'vitest';
import { popUpBlock } from '../../../../contracts/entities/content-blocks-dialog';
import { expandDelay, popUpToShow } from './pop-up-rules';

const popUp = (name: string, delay?: number) =>
  popUpBlock.parse({ type: 'popUp', id: `p-${name}`, name, title: name, ...(delay ? { delay } : {}) });

describe('which pop-up shows, and when it expands (spec 001 sections 4 and 9)', () => {
  it('is the first, in the content’s order, not yet dismissed', () => {
    const list = [popUp('welcome-offer'), popUp('loyalty-join', 8000)];
    expect(popUpToShow(list, [])?.name).toBe('welcome-offer');
    expect(popUpToShow(list, ['welcome-offer'])?.name).toBe('loyalty-join');
    expect(popUpToShow(list, ['loyalty-join', 'welcome-offer'])).toBeUndefined();
  });

  it('expands after its delay, 2 seconds when the content gives none', () => {
    expect(expandDelay(popUp('a'))).toBe(2000);
    expect(expandDelay({ delay: undefined } as never)).toBe(2000);
    expect(expandDelay(popUp('b', 8000))).toBe(8000);
  });
});
