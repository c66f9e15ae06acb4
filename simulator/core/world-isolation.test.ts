import { describe, expect, it } from 'vitest';
import { readCart, writeCart } from '../db/commerce-store';
import { deepFreeze } from '../db/deep-freeze';
import { seedData } from '../db/seed/seed-data';
import { emptyCart } from '../domain/commerce/cart-new';
import { updateAccount } from '../services/auth/accounts';
import { setStockLevel } from '../services/catalogue/world-catalogue';
import { reviewVotes, voteOnReview } from '../services/catalogue/world-votes';
import { chargeGiftCards } from '../services/commerce/order-ledger';
import { Clock } from './clock';
import { createWorld, type World } from './world';

const SEED = 4010;
/** Frozen all the way down before any world exists: a world writing into the shared seed would throw. */
const data = deepFreeze(seedData(SEED));
const fingerprint = JSON.stringify(data);

const account = data.consumers.accounts[0];
const review = { reviewId: 'rv-isolation', helpfulVotes: 3, unhelpfulVotes: 1 };
const SKU = 'SPJK0001BLKM';

/** Everything the test changes, as a world sees it. */
function view(world: World) {
  const card = world.db.commerce.giftCards.findFirst();
  return {
    cart: readCart(world.db.commerce, 'bk-isolation'),
    firstName: world.db.accounts.accounts.findFirst((q) => q.where({ consumerId: account?.consumerId }))
      ?.firstName,
    stock: world.db.catalogue.stockLevels.findFirst((q) => q.where({ key: `home:${SKU}` }))?.quantity,
    votes: reviewVotes(world, review.reviewId, review),
    giftCard: card && { number: card.number, balance: card.balance },
    accounts: world.db.accounts.accounts.count(),
  };
}

describe('worlds of one seed share it and copy only what they change', () => {
  it('a change in one world is seen by no other world of the seed, old or new, and never reaches the seed', async () => {
    if (!account) throw new Error('the seed has no account');
    const clock = () => new Clock();
    const [changed, other] = await Promise.all([
      createWorld('changed', SEED, clock()),
      createWorld('other', SEED, clock()),
    ]);
    const seeded = view(other);
    expect(seeded.cart).toBeUndefined();
    expect(seeded.stock).toBeUndefined();
    expect(seeded.giftCard?.balance).toBeGreaterThan(0);

    const session = { token: 't', kind: 'guest', consumerType: 'GUEST' } as const;
    await writeCart(
      changed.db.commerce,
      emptyCart('bk-isolation', changed.clock.now(), session, { locale: 'en-us' }),
    );
    await updateAccount(changed, account.consumerId, (draft) => {
      draft.firstName = 'Changed';
    });
    await setStockLevel(changed, 'home', SKU, 4);
    await voteOnReview(changed, review.reviewId, review, 'helpful');
    if (seeded.giftCard)
      await chargeGiftCards(changed, [{ number: seeded.giftCard.number, amount: seeded.giftCard.balance }]);

    expect(view(changed)).toMatchObject({
      cart: { id: 'bk-isolation' },
      firstName: 'Changed',
      stock: 4,
      votes: { helpfulVotes: 4, unhelpfulVotes: 1 },
      giftCard: { balance: 0 },
      accounts: seeded.accounts,
    });
    expect(view(other)).toEqual(seeded);
    expect(view(await createWorld('fresh', SEED))).toEqual(seeded);
    expect(JSON.stringify(data)).toBe(fingerprint);
  });

  it('a new world of the seed costs no copy of its seeded records until it writes', async () => {
    const [one, two] = await Promise.all([createWorld('one', SEED), createWorld('two', SEED)]);
    expect(one.db.accounts.accounts.all()).toBe(two.db.accounts.accounts.all());
    expect(one.db.commerce.promotions).toBe(two.db.commerce.promotions);
    expect(Object.isFrozen(one.db.accounts.accounts.findFirst())).toBe(true);
  });
});
