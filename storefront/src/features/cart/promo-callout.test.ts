import { describe, expect, it } from 'vitest';
import { promoCallouts, splitCallout } from './promo-callout';

describe('approaching-promotion callouts', () => {
  it('counts only text that splits into exactly 3 pipe-separated parts', () => {
    expect(splitCallout('Spend $20.00 more|to get 20% off|20% off every item')).toEqual([
      'Spend $20.00 more',
      'to get 20% off',
      '20% off every item',
    ]);
    expect(splitCallout('Spend more|to get a gift')).toBeNull();
    expect(splitCallout('a|b|c|d')).toBeNull();
    expect(splitCallout('no pipes at all')).toBeNull();
  });

  it('uses the promotion name when the cart names it, else the third part; filters by context', () => {
    const cart = {
      approachingPromotions: [
        {
          id: 'p1',
          message: 'Spend $15.00 more|to get free delivery|Free home delivery',
          contexts: ['cart'],
        },
        { id: 'p2', message: 'Spend $5.00 more|to get $10 off|$10 off orders of $50', contexts: [] },
        { id: 'p3', message: 'broken message', contexts: ['cart'] },
        { id: 'p4', message: 'Spend $1.00 more|to get a tote|Tote', contexts: ['pdp'] },
      ],
      promoSummary: [{ promotionId: 'p2', promotionName: 'Ten off fifty', level: 'ORDER' as const }],
    };
    expect(promoCallouts(cart)).toEqual([
      { id: 'p1', text: 'Spend $15.00 more to get free delivery', title: 'Free home delivery' },
      { id: 'p2', text: 'Spend $5.00 more to get $10 off', title: 'Ten off fifty' },
    ]);
    expect(promoCallouts(cart, 'pdp').map((c) => c.id)).toEqual(['p2', 'p4']);
  });
});
