import { describe, expect, it } from 'vitest';
import { addFavoriteRequest, sharedFavorites, shareFavoritesRequest, shareLink } from './wishlist-requests';

describe('wishlist requests', () => {
  it('adds one product, defaulting qty and itemType', () => {
    const parsed = addFavoriteRequest.parse({ id: 'NF0A3C8DLE4', favoriteId: 'fav-1' });
    expect(parsed).toEqual({ id: 'NF0A3C8DLE4', qty: 1, itemType: 'product', favoriteId: 'fav-1' });
    expect(addFavoriteRequest.safeParse({ id: 'NF0A3C8DLE4M' }).success).toBe(true);
  });

  it('rejects a quantity other than 1, another item type and a malformed id', () => {
    expect(addFavoriteRequest.safeParse({ id: 'NF0A3C8DLE4', qty: 2 }).success).toBe(false);
    expect(addFavoriteRequest.safeParse({ id: 'NF0A3C8DLE4', itemType: 'giftcard' }).success).toBe(false);
    expect(addFavoriteRequest.safeParse({ id: 'jacket' }).success).toBe(false);
  });

  it('shares with up to 10 valid recipients', () => {
    expect(shareFavoritesRequest.safeParse({}).success).toBe(true);
    expect(shareFavoritesRequest.safeParse({ recipients: ['a@example.com'] }).success).toBe(true);
    expect(shareFavoritesRequest.safeParse({ recipients: ['not-an-email'] }).success).toBe(false);
    expect(shareFavoritesRequest.safeParse({ recipients: Array(11).fill('a@example.com') }).success).toBe(
      false,
    );
  });

  it('describes the share link and the shared view', () => {
    const link = {
      favoriteId: 'fav-1',
      shareToken: '5c1d9e0a7b3f4e21',
      shareUrl: 'https://www.example.com/en-us/favorites/shared/fav-1?token=5c1d9e0a7b3f4e21',
      sentTo: [],
      createdAt: '2026-03-02T08:00:00.000Z',
    };
    expect(shareLink.safeParse(link).success).toBe(true);
    expect(shareLink.safeParse({ ...link, shareToken: 'short' }).success).toBe(false);
    const view = {
      favoriteId: 'fav-1',
      total: 0,
      items: [],
      shareToken: link.shareToken,
      shareUrl: link.shareUrl,
    };
    expect(sharedFavorites.safeParse(view).success).toBe(true);
    expect(sharedFavorites.safeParse({ ...view, shareUrl: undefined }).success).toBe(false);
  });
});
