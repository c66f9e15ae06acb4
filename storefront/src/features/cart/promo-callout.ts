import type { Cart } from '../../commerce/cart';

/**
 * Approaching-promotion callouts (spec 000 section 5): a message counts only when it splits into exactly 3
 * pipe-separated parts ("Spend $20.00 more|to get 20% off|20% off every item"), otherwise it is ignored.
 * The callout shows the first two parts as its text and, as its title, the promotion's name when the cart
 * names it, else the third part.
 */
export interface PromoCallout {
  readonly id: string;
  readonly text: string;
  readonly title: string;
}

export function splitCallout(message: string): readonly [string, string, string] | null {
  const parts = message.split('|').map((p) => p.trim());
  if (parts.length !== 3) return null;
  const [lead = '', middle = '', last = ''] = parts;
  return [lead, middle, last];
}

function promotionNames(cart: Pick<Cart, 'promoSummary' | 'orderPromotions'>): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of cart.orderPromotions ?? []) if (p.promotionName) names.set(p.promotionId, p.promotionName);
  for (const p of cart.promoSummary ?? []) names.set(p.promotionId, p.promotionName);
  return names;
}

/** The callouts of a cart for one place (cart, minicart): a promotion without contexts shows everywhere. */
export function promoCallouts(
  cart: Pick<Cart, 'approachingPromotions' | 'promoSummary' | 'orderPromotions'>,
  context = 'cart',
): PromoCallout[] {
  const names = promotionNames(cart);
  return (cart.approachingPromotions ?? []).flatMap((promotion) => {
    const parts = splitCallout(promotion.message);
    if (!parts) return [];
    if (promotion.contexts.length > 0 && !promotion.contexts.includes(context)) return [];
    const [lead, middle, last] = parts;
    return [
      {
        id: promotion.id,
        text: [lead, middle].filter(Boolean).join(' '),
        title: names.get(promotion.id) ?? last,
      },
    ];
  });
}
