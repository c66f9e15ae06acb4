import { describe, expect, it } from 'vitest';
import { favorites, savedForLater } from './wishlist';

describe('wishlist entities', () => {
  it('accepts favourites and defaults an entry to one product', () => {
    const parsed = favorites.parse({
      favoriteId: 'fav-1',
      total: 1,
      items: [{ id: 'NF0A5G2S', itemId: 'e-1' }],
    });
    expect(parsed.items[0]).toMatchObject({ itemType: 'product', qty: 1 });
  });

  it('accepts saved-for-later items, customised ones with their recipe', () => {
    const parsed = savedForLater.parse({
      saveForLaterId: 'sfl-1',
      items: [{ itemId: 'it-1', productId: 'VN0A3WKT', qty: 2, recipeId: 'rcp-77' }],
    });
    expect(parsed.items[0]?.recipeId).toBe('rcp-77');
  });

  it('rejects a negative total and a zero quantity', () => {
    expect(favorites.safeParse({ favoriteId: 'fav-1', total: -1, items: [] }).success).toBe(false);
    expect(
      savedForLater.safeParse({ saveForLaterId: 's', items: [{ itemId: 'i', productId: 'p', qty: 0 }] })
        .success,
    ).toBe(false);
  });
});
