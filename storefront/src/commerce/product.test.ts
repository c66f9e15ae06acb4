import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';

const sim = useTestSimulator();

describe('product commerce against the simulator', () => {
  it('loads a product in a chosen colour, with that colour images and variants', async () => {
    const { product } = testCommerce(sim);
    const details = await product.getProductDetails('SPSN0001', 'GWH');
    expect(details.id).toBe('SPSN0001GWH');
    expect(details.images[0]?.url).toContain('SPSN0001GWH-HERO');
    const sizeNine = details.variants.find((v) => v.color === 'GWH' && v.size === '9');
    expect(sizeNine?.availability).toBe('outOfStock');
  });

  it('answers PLP400 for an unknown product', async () => {
    const { product } = testCommerce(sim);
    const error = await product.getProductDetails('ZZZZ9999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('PLP400');
  });

  it('checks one sku and reads the inventory', async () => {
    const { product } = testCommerce(sim);
    const stock = await product.checkProductAvailability('SPJK0001', 'SPJK0001BLKM', 1);
    expect(stock.items[0]).toMatchObject({ sku: 'SPJK0001BLKM', availability: 'inStock' });
    const inventory = await product.getProductInventory('SPJK0001');
    expect(inventory.variants.SPJK0001BLKM?.quantity).toBeGreaterThan(0);
  });

  it('pages reviews and counts a helpful vote', async () => {
    const { product } = testCommerce(sim);
    const first = await product.getProductReviews('SPJK0001', { page: 1, limit: 10 });
    const third = await product.getProductReviews('SPJK0001', { page: 3, limit: 10 });
    expect(first.paging.total).toBe(24);
    expect(third.reviews).toHaveLength(4);
    const review = first.reviews[0];
    if (!review) throw new Error('no review');
    const voted = await product.voteReview('SPJK0001', review.id, 'helpful');
    expect(voted.helpfulVotes).toBe(review.helpfulVotes + 1);
    await expect(
      product.flagReview('SPJK0001', review.id, { reason: 'inappropriate' }),
    ).resolves.toBeUndefined();
  });

  it('lists questions, asks one and votes an answer', async () => {
    const { product } = testCommerce(sim);
    const questions = await product.getProductQuestions('SPJK0001');
    expect(questions.paging.total).toBe(3);
    const asked = await product.askProductQuestion('SPJK0001', {
      text: 'Does it fit over a fleece?',
      nickname: 'Hiker',
      email: 'hiker@example.com',
      locale: 'en-us',
    });
    expect(asked.status).toBe('pendingModeration');
    const answer = questions.questions.flatMap((q) => q.answers)[0];
    if (!answer) throw new Error('no answer');
    const voted = await product.voteAnswer('SPJK0001', answer.id);
    expect(voted.helpfulVotes).toBe(answer.helpfulVotes + 1);
  });
});
