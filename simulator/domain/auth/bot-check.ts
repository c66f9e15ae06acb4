import { catalogue } from '../../../contracts/errors/catalogue';
import { type Failure, failure } from '../failure';

/**
 * The simulator's bot check (reCAPTCHA style) and the offline stand-in of the bot-defence provider's
 * challenge (docs/decisions.md, "Issue 27: bot defence"). Pure rules over a session's bot-defence state;
 * services/auth/bot-defence.ts gathers the state from the world and writes it back.
 *
 * - Any non-empty token passes, except the documented failing one (`bot-check-fail`), which always fails
 *   (so QA and the pacts can produce AUT403 on purpose) and leaves the state alone.
 * - QA can make the next N checks fail whatever the token (`POST /__harness/bot-check {"failNext": N}`, or a
 *   scenario's `setup.botCheck`). Such a failure flags the session as challenged: from then on only the pass
 *   token of a solved challenge gets through, as a real provider blocks a flagged visitor until it solves
 *   the challenge.
 * - A solved challenge yields a one-use pass token.
 */
export const FAILING_BOT_CHECK_TOKEN = 'bot-check-fail';
/** The catalogue's appId for AUT403 (the envelope carries it on every bot-defence answer). */
export const BOT_DEFENCE_APP_ID = catalogue.AUT403.appId as string;
/** Open challenges and unused pass tokens kept per session, newest last (older ones are forgotten). */
export const BOT_DEFENCE_KEEP = 20;

export interface BotDefenceState {
  /** How many more bot checks fail whatever their token (QA's control). */
  readonly failNext: number;
  /** A check failed on QA's request: only a pass token gets through until a challenge is solved. */
  readonly challenged: boolean;
  /** Challenges presented and not solved yet. */
  readonly challenges: readonly string[];
  /** Pass tokens of solved challenges, not used yet. */
  readonly passTokens: readonly string[];
}

export const NO_BOT_DEFENCE: BotDefenceState = {
  failNext: 0,
  challenged: false,
  challenges: [],
  passTokens: [],
};

/** A token that can never pass (missing, blank or the documented failing one). */
const refusedOutright = (token: string | undefined): boolean =>
  token === undefined || token.trim() === '' || token === FAILING_BOT_CHECK_TOKEN;

/** The stateless part of the check: what the documented tokens do, for callers without a session. */
export const botCheckPasses = (token: string | undefined): boolean => !refusedOutright(token);

export interface BotCheckVerdict {
  readonly passes: boolean;
  readonly next: BotDefenceState;
}

/**
 * One bot check. A forced failure (failNext) comes first and uses up the token it was given, pass token or
 * not; then a challenged session lets only a pass token through (and is no longer challenged).
 */
export function judgeBotCheck(state: BotDefenceState, token: string | undefined): BotCheckVerdict {
  if (refusedOutright(token)) return { passes: false, next: state };
  const isPass = state.passTokens.includes(token as string);
  const passTokens = isPass ? state.passTokens.filter((t) => t !== token) : state.passTokens;
  if (state.failNext > 0) {
    return { passes: false, next: { ...state, failNext: state.failNext - 1, challenged: true, passTokens } };
  }
  if (state.challenged && !isPass) return { passes: false, next: state };
  return { passes: true, next: { ...state, challenged: false, passTokens } };
}

/** The failure a refused check answers: AUT403 with the appId that makes the storefront present the challenge. */
export const botCheckFailure = (): Failure => failure('AUT403', undefined, BOT_DEFENCE_APP_ID);

const keepLast = (list: readonly string[], item: string): string[] =>
  [...list, item].slice(-BOT_DEFENCE_KEEP);

/** A challenge presented for `appId` (only the catalogue's app exists): API404 for another app. */
export function openChallenge(
  state: BotDefenceState,
  appId: string,
  challengeId: string,
): BotDefenceState | Failure {
  if (appId !== BOT_DEFENCE_APP_ID) return failure('API404', `No bot-defence app "${appId}"`);
  return { ...state, challenges: keepLast(state.challenges, challengeId) };
}

/** A challenge solved: it closes, and its pass token joins the unused ones. API404 for an unknown one. */
export function solveChallenge(
  state: BotDefenceState,
  appId: string,
  challengeId: string,
  passToken: string,
): BotDefenceState | Failure {
  if (appId !== BOT_DEFENCE_APP_ID) return failure('API404', `No bot-defence app "${appId}"`);
  if (!state.challenges.includes(challengeId))
    return failure('API404', `No open bot-defence challenge "${challengeId}" in this session`);
  return {
    ...state,
    challenges: state.challenges.filter((c) => c !== challengeId),
    passTokens: keepLast(state.passTokens, passToken),
  };
}
