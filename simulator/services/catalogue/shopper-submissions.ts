import type { RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';

/** What shoppers send about products and the world records: back-in-stock requests, review flags, questions. */

/** Idempotent: asking twice for the same email and sku keeps one subscription. */
export async function subscribeBackInStock(
  world: World,
  body: RequestBodyOf<'subscribeBackInStock'>,
): Promise<void> {
  const subscriptions = world.db.catalogue.backInStock;
  const email = body.email.toLowerCase();
  if (!subscriptions.findFirst((q) => q.where({ email, sku: body.sku }))) {
    await subscriptions.create({ ...body, email, createdAt: world.clock.now().toISOString() });
  }
}

export async function recordReviewFlag(
  world: World,
  target: { productId: string; reviewId: string },
  body: RequestBodyOf<'flagReview'>,
): Promise<void> {
  await world.db.catalogue.reviewFlags.create({
    id: world.ids.next('flag'),
    productId: target.productId,
    reviewId: target.reviewId,
    ...body,
    createdAt: world.clock.now().toISOString(),
  });
}

/** A question is moderated: recorded pendingModeration (not listed). Answers its id. */
export async function recordQuestion(
  world: World,
  productId: string,
  body: RequestBodyOf<'askProductQuestion'>,
): Promise<string> {
  const id = world.ids.next('q');
  await world.db.catalogue.askedQuestions.create({
    ...body,
    id,
    productId,
    status: 'pendingModeration',
    createdAt: world.clock.now().toISOString(),
  });
  return id;
}
