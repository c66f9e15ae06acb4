import { ApiError } from '../../api/api-error';
import type { CallInput } from '../../api/client';
import type { ClientOperationId } from '../../api/client-operations';
import { emitBotChallenge } from '../../telemetry/bot-challenge';
import type { RecoveringCall } from '../session-recovery';
import type { BotChallengeOutcome, PresentBotChallenge } from './bot-challenge';

/**
 * What follows a call answered 403 with an `appId` (spec 000 section 8), loaded only when one is: the page
 * hears the challenge event (a deployment's bot-defence script may listen), the challenge is presented, and
 * the outcome decides.
 *
 * The retry-once rule: solved -> the call is made once more with the pass token as its bot-check response;
 * whatever that answers stands (a second 403 is thrown as it is, with AUT403's message, and is not
 * challenged again). Cancelled -> the first 403 is thrown.
 */
export type AfterChallenge = 'retry-once' | 'fail';

export const AFTER_CHALLENGE: Readonly<Record<BotChallengeOutcome['kind'], AfterChallenge>> = {
  solved: 'retry-once',
  cancelled: 'fail',
};

const CANCELLED: BotChallengeOutcome = { kind: 'cancelled' };

/** One challenge at a time: calls refused together wait for the same one. */
let presenting: Promise<BotChallengeOutcome> | undefined;

function present(request: Parameters<PresentBotChallenge>[0], show: PresentBotChallenge) {
  presenting ??= show(request)
    // A dialog that cannot open at all counts as not solved: the shopper reads AUT403's message.
    .catch(() => CANCELLED)
    .finally(() => {
      presenting = undefined;
    });
  return presenting;
}

/**
 * Presents the challenge for `error` and, once solved, runs `retry` with the pass token once; its result or
 * its failure is the call's. Cancelled (or a challenge that could not be shown): `error` is thrown.
 */
export async function challengeAndRetry<T>(
  error: ApiError & { readonly appId: string },
  show: PresentBotChallenge,
  retry: (token: string) => Promise<T>,
): Promise<T> {
  const request = { appId: error.appId, operationId: error.operationId };
  emitBotChallenge(request);
  const outcome = await present(request, show);
  if (outcome.kind === 'cancelled' || AFTER_CHALLENGE[outcome.kind] !== 'retry-once') throw error;
  return retry(outcome.token);
}

/**
 * The call's input once more, its bot-check response (`recaptcha_response`, spec 000 section 5) replaced by
 * the pass token; a call that sent none is made as it was.
 */
export function withBotCheckToken<Id extends ClientOperationId>(
  input: CallInput<Id> | undefined,
  token: string,
): CallInput<Id> | undefined {
  const body = (input as { body?: unknown } | undefined)?.body;
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'recaptcha_response')) return input;
  return { ...input, body: { ...body, recaptcha_response: token } } as CallInput<Id>;
}

/**
 * The failure of `call(...args)` that carried an appId (bot-defended-call.ts): a 403 is challenged and the
 * call made once more with the pass token; anything else is thrown as it came.
 */
export function afterBotRefusal(
  error: unknown,
  show: PresentBotChallenge,
  call: RecoveringCall,
  [operationId, input, options]: Parameters<RecoveringCall>,
): Promise<unknown> {
  if (!(error instanceof ApiError && error.status === 403 && error.appId)) return Promise.reject(error);
  return challengeAndRetry(error as ApiError & { appId: string }, show, (token) =>
    call(operationId, withBotCheckToken(input, token), options),
  );
}
