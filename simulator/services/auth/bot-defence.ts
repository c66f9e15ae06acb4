import type { BotDefenceChallenge, BotDefencePass } from '../../../contracts/entities/bot-defence-challenge';
import type { World } from '../../core/world';
import {
  botCheckFailure,
  judgeBotCheck,
  NO_BOT_DEFENCE,
  openChallenge,
  solveChallenge,
} from '../../domain/auth/bot-check';
import { type Failure, isFailure } from '../../domain/failure';
import { mintSecret } from './secrets';

/**
 * The session's bot check and the stand-in of the provider's challenge (domain/auth/bot-check.ts has the
 * rules). Every write to `world.botDefence` happens here.
 */

/** Checks a call's bot-check response: undefined when it passes, else AUT403 with the bot-defence appId. */
export function checkBotToken(world: World, token: string | undefined): Failure | undefined {
  const { passes, next } = judgeBotCheck(world.botDefence, token);
  world.botDefence = next;
  return passes ? undefined : botCheckFailure();
}

/** What QA sees of the state (`GET /__harness/bot-check`). */
export function botCheckStatus(world: World) {
  const { failNext, challenged, challenges, passTokens } = world.botDefence;
  return {
    failNext,
    challenged,
    openChallenges: challenges.length,
    unusedPassTokens: passTokens.length,
  };
}

/** The next `times` bot checks fail, whatever their token (QA's control; 0 stops forcing failures). */
export function failNextBotChecks(world: World, times: number): void {
  world.botDefence = { ...world.botDefence, failNext: times };
}

/** Forgets forced failures, the challenged flag, open challenges and pass tokens. */
export function clearBotDefence(world: World): void {
  world.botDefence = NO_BOT_DEFENCE;
}

/** The stand-in presents a challenge for `appId`. */
export async function presentChallenge(world: World, appId: string): Promise<BotDefenceChallenge | Failure> {
  const challengeId = await mintSecret(world, 'bdc');
  const next = openChallenge(world.botDefence, appId, challengeId);
  if (isFailure(next)) return next;
  world.botDefence = next;
  return { challengeId, appId, kind: 'checkbox' };
}

/** The shopper solved the challenge: its pass token, for the call made once more. */
export async function answerChallenge(
  world: World,
  appId: string,
  challengeId: string,
): Promise<BotDefencePass | Failure> {
  const token = await mintSecret(world, 'bdp');
  const next = solveChallenge(world.botDefence, appId, challengeId, token);
  if (isFailure(next)) return next;
  world.botDefence = next;
  return { token };
}
