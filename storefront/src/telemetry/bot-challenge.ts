/** The event the page hears when a call answers 403 with an appId (spec 000 section 8: the bot-defence challenge). */
export const BOT_CHALLENGE_EVENT = 'storefront:bot-challenge';

export interface BotChallengeDetail {
  readonly appId: string;
  readonly operationId: string;
}

/**
 * Emits the challenge on `window` as the storefront presents it (commerce/bot-defence/challenge-retry.ts),
 * for a deployment's bot-defence script or analytics that listen; the storefront's own challenge dialog
 * does not need it.
 */
export function emitBotChallenge(detail: BotChallengeDetail, target: EventTarget = globalThis): void {
  target.dispatchEvent(new CustomEvent<BotChallengeDetail>(BOT_CHALLENGE_EVENT, { detail }));
}
