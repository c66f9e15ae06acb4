import type { OperationId } from '../../../../contracts/registry/operations';

/**
 * The bot-defence challenge (spec 000 section 8: a 403 whose envelope carries an `appId`). The types the
 * adapter and the dialog share; the flow is data (challenge-machine.ts, challenge-retry.ts) and the provider
 * an adapter (bot-defence-provider.ts). Type-only, so the shell's bundle carries none of it.
 */

/** What the failed call asks for: the provider's app, and which call (for the page's event). */
export interface BotChallengeRequest {
  readonly appId: string;
  readonly operationId: OperationId;
}

/** How the challenge ended for the shopper: solved (the provider's pass token) or given up. */
export type BotChallengeOutcome =
  | { readonly kind: 'solved'; readonly token: string }
  | { readonly kind: 'cancelled' };

/** Presents the challenge (the app shell's dialog) and answers how it ended; never rejects for a cancel. */
export type PresentBotChallenge = (request: BotChallengeRequest) => Promise<BotChallengeOutcome>;
