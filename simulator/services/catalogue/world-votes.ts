import type { World } from '../../core/world';
import { castVote, type VoteCounts } from '../../domain/catalogue/reviews';

const countsOf = (c: VoteCounts): VoteCounts => ({
  helpfulVotes: c.helpfulVotes,
  unhelpfulVotes: c.unhelpfulVotes,
});

/** This world's vote counts of a review or an answer: the seeded counts until someone votes. */
export function reviewVotes(world: World, reviewId: string, seeded: VoteCounts): VoteCounts {
  const found = world.db.catalogue.reviewVotes.findFirst((q) => q.where({ reviewId }));
  return countsOf(found ?? seeded);
}

export function answerVotes(world: World, answerId: string, seeded: VoteCounts): VoteCounts {
  const found = world.db.catalogue.answerVotes.findFirst((q) => q.where({ answerId }));
  return countsOf(found ?? seeded);
}

/** Records one vote on a review and answers the new counts. */
export async function voteOnReview(
  world: World,
  reviewId: string,
  seeded: VoteCounts,
  vote: 'helpful' | 'unhelpful',
): Promise<VoteCounts> {
  const next = castVote(reviewVotes(world, reviewId, seeded), vote);
  const votes = world.db.catalogue.reviewVotes;
  if (votes.findFirst((q) => q.where({ reviewId }))) {
    await votes.update((q) => q.where({ reviewId }), {
      data(d) {
        Object.assign(d, next);
      },
    });
  } else {
    await votes.create({ reviewId, ...next });
  }
  return next;
}

export async function voteOnAnswer(
  world: World,
  answerId: string,
  seeded: VoteCounts,
  vote: 'helpful' | 'unhelpful',
): Promise<VoteCounts> {
  const next = castVote(answerVotes(world, answerId, seeded), vote);
  const votes = world.db.catalogue.answerVotes;
  if (votes.findFirst((q) => q.where({ answerId }))) {
    await votes.update((q) => q.where({ answerId }), {
      data(d) {
        Object.assign(d, next);
      },
    });
  } else {
    await votes.create({ answerId, ...next });
  }
  return next;
}
