import { describe, expect, it } from 'vitest';
import { giftOptionProblem } from './gift-options';

const line = (
  over: Partial<{ hasGiftOption: boolean; isDigital: boolean; code: 'me' | 'pickup' | 'sts' | 'digital' }>,
) => ({
  hasGiftOption: true,
  isDigital: false,
  code: 'me' as const,
  ...over,
});

describe('gift options at place order', () => {
  it('accepts a gift option on home delivery and ship to store, and any order without one', () => {
    expect(
      giftOptionProblem({ buyInStore: false, lines: [line({}), line({ code: 'sts' })] }),
    ).toBeUndefined();
    expect(
      giftOptionProblem({ buyInStore: true, lines: [line({ hasGiftOption: false, code: 'pickup' })] }),
    ).toBeUndefined();
  });

  it('refuses gift options on a buy-in-store order (GFS800)', () => {
    expect(giftOptionProblem({ buyInStore: true, lines: [line({})] })).toBe('GFS800');
  });

  it('refuses a gift option on an e-gift card (GFO405) and on a pickup line (GFO404)', () => {
    expect(
      giftOptionProblem({ buyInStore: false, lines: [line({ isDigital: true, code: 'digital' })] }),
    ).toBe('GFO405');
    expect(giftOptionProblem({ buyInStore: false, lines: [line({}), line({ code: 'pickup' })] })).toBe(
      'GFO404',
    );
  });
});
