import { z } from '../zod';

/**
 * The bot-defence provider's challenge, as its offline stand-in in the simulator serves it (docs/decisions.md,
 * "Issue 27: bot defence"). A 403 whose envelope carries an `appId` (AUT403, spec 000 section 8) asks the
 * storefront to present the provider's challenge for that app; once the shopper solves it, the provider hands
 * back a pass token, and the failed call is made once more carrying it as its bot-check response.
 *
 * These calls are the provider's, not the commerce API's: they are served under their own prefix (like the
 * image CDN's `/images`), are not in the registry, the OpenAPI document or the commerce pact.
 *
 *   POST /bot-defence/{appId}/challenge                  -> 201 BotDefenceChallenge
 *   POST /bot-defence/{appId}/challenge/{challengeId}    BotDefenceSolution -> 200 BotDefencePass
 */
export const BOT_DEFENCE_STAND_IN_BASE = '/bot-defence';

/** What the stand-in asks of the shopper: tick "I am not a robot" (a real provider brings its own puzzle). */
export const botDefenceChallenge = z.object({
  challengeId: z.string().min(1),
  appId: z.string().min(1),
  kind: z.literal('checkbox'),
});
export type BotDefenceChallenge = z.infer<typeof botDefenceChallenge>;

/** The shopper's answer: the ticked box. */
export const botDefenceSolution = z.strictObject({ answer: z.literal('not-a-robot') });
export type BotDefenceSolution = z.infer<typeof botDefenceSolution>;

/** A solved challenge's pass token: one use, in this harness session only, as the next call's bot-check response. */
export const botDefencePass = z.object({ token: z.string().min(1) });
export type BotDefencePass = z.infer<typeof botDefencePass>;
