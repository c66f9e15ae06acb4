import type { RecoveringCall } from '../session-recovery';
import type { PresentBotChallenge } from './bot-challenge';

/**
 * `deps.call` with bot defence: a failure carrying an `appId` loads the challenge's code (only then: the
 * shell carries these few lines), which presents the challenge for a 403 and makes the call once more when
 * it is solved (challenge-retry.ts has the rule). Without a presenter (tests, tools) failures pass as they are.
 */
export const botDefendedCall = (call: RecoveringCall, show?: PresentBotChallenge): RecoveringCall =>
  show
    ? (((...args: Parameters<RecoveringCall>) =>
        call(...args).catch((error: { appId?: string } | undefined) =>
          error?.appId
            ? import('./challenge-retry').then((m) => m.afterBotRefusal(error, show, call, args))
            : Promise.reject(error),
        )) as RecoveringCall)
    : call;
