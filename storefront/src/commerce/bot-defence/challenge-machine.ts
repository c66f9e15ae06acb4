/**
 * The challenge dialog's flow as data: the provider loads its challenge, the shopper solves it, the provider
 * checks the answer; a challenge that cannot load or be checked offers another try. `solved` and `cancelled`
 * end the dialog (the call is then made once more, or fails with AUT403's message: challenge-retry.ts).
 */
export type ChallengeState = 'loading' | 'shown' | 'verifying' | 'failed' | 'solved' | 'cancelled';

export type ChallengeEvent =
  /** The provider shows its challenge. */
  | 'shown'
  /** The shopper answered; the provider checks it. */
  | 'verifying'
  /** The provider accepted the answer: it has a pass token. */
  | 'solved'
  /** The challenge could not load, or the answer could not be checked (network, provider). */
  | 'failed'
  /** The shopper asks for another try after a failure. */
  | 'retry'
  /** The shopper closes the dialog (Escape, the close button, Cancel). */
  | 'cancel';

export const CHALLENGE_TRANSITIONS: Readonly<
  Record<ChallengeState, Partial<Readonly<Record<ChallengeEvent, ChallengeState>>>>
> = {
  loading: { shown: 'shown', failed: 'failed', cancel: 'cancelled' },
  shown: { verifying: 'verifying', failed: 'failed', cancel: 'cancelled' },
  verifying: { solved: 'solved', shown: 'shown', failed: 'failed', cancel: 'cancelled' },
  failed: { retry: 'loading', cancel: 'cancelled' },
  solved: {},
  cancelled: {},
};

export const INITIAL_CHALLENGE_STATE: ChallengeState = 'loading';

/** The state after `event`; an event the state does not take changes nothing (a late provider callback). */
export const nextChallengeState = (state: ChallengeState, event: ChallengeEvent): ChallengeState =>
  CHALLENGE_TRANSITIONS[state][event] ?? state;

export const isChallengeOver = (state: ChallengeState): boolean =>
  state === 'solved' || state === 'cancelled';
