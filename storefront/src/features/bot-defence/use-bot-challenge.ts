import { useEffect, useReducer, useRef, useState } from 'react';
import type { BotChallengeOutcome, BotChallengeRequest } from '../../commerce/bot-defence/bot-challenge';
import type { BotChallengeTexts, BotDefenceProvider } from '../../commerce/bot-defence/bot-defence-provider';
import {
  type ChallengeState,
  INITIAL_CHALLENGE_STATE,
  isChallengeOver,
  nextChallengeState,
} from '../../commerce/bot-defence/challenge-machine';

export interface BotChallengeControls {
  readonly state: ChallengeState;
  /** Where the provider draws its challenge. */
  readonly container: React.RefObject<HTMLDivElement | null>;
  /** After a failure: load the challenge again. */
  readonly retry: () => void;
  /** The shopper gives up: the call fails with AUT403's message. */
  readonly cancel: () => void;
}

/**
 * Holds the challenge's state (challenge-machine.ts) while the provider runs it inside `container`: shown,
 * verifying, then solved (`onDone` with the pass token) or failed (another try is offered); closing the
 * dialog aborts the provider and ends with `cancelled`.
 */
export function useBotChallenge(
  request: BotChallengeRequest,
  provider: BotDefenceProvider,
  texts: BotChallengeTexts,
  onDone: (outcome: BotChallengeOutcome) => void,
): BotChallengeControls {
  const [state, dispatch] = useReducer(nextChallengeState, INITIAL_CHALLENGE_STATE);
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    void attempt; // a new attempt runs the provider again
    const abort = new AbortController();
    provider.run(request, element, texts, abort.signal, dispatch).then(
      (token) => {
        dispatch('solved');
        onDoneRef.current({ kind: 'solved', token });
      },
      () => {
        if (!abort.signal.aborted) dispatch('failed');
      },
    );
    return () => abort.abort();
  }, [request, provider, texts, attempt]);

  return {
    state,
    container,
    retry: () => {
      dispatch('retry');
      setAttempt((n) => n + 1);
    },
    cancel: () => {
      if (isChallengeOver(stateRef.current)) return;
      dispatch('cancel');
      onDoneRef.current({ kind: 'cancelled' });
    },
  };
}
