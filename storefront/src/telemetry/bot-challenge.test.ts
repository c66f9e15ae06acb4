import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';
import { BOT_CHALLENGE_EVENT, type BotChallengeDetail } from './bot-challenge';

const sim = useTestSimulator();

describe('the bot-defence challenge', () => {
  it('is emitted when a call answers 403 with an appId, and a call whose challenge is cancelled fails with its ApiError', async () => {
    const heard: BotChallengeDetail[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent<BotChallengeDetail>).detail);
    addEventListener(BOT_CHALLENGE_EVENT, listener);
    try {
      // The shopper closes the challenge: the call fails with its AUT403 as it came.
      const commerce = testCommerce(sim, { botChallenge: async () => ({ kind: 'cancelled' }) });
      await sim.control('POST', '/faults', { operation: 'signIn', errorId: 'AUT403', times: 1 });
      const error = await commerce.deps
        .call('signIn', {
          body: {
            type: 'Registered',
            username: 'registered@example.com',
            password: 'Trail2026!',
            codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
            recaptcha_response: 'token',
          },
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, errorId: 'AUT403' });
      expect(heard).toEqual([{ appId: (error as ApiError).appId, operationId: 'signIn' }]);
      expect(heard[0]?.appId).toBeTruthy();
    } finally {
      removeEventListener(BOT_CHALLENGE_EVENT, listener);
    }
  });
});
