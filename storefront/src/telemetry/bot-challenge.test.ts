import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';
import { BOT_CHALLENGE_EVENT, type BotChallengeDetail, emitBotChallenge } from './bot-challenge';

const sim = useTestSimulator();

describe('the bot-defence challenge', () => {
  it('is emitted when a call answers 403 with an appId, and the call still fails with its ApiError', async () => {
    const heard: BotChallengeDetail[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent<BotChallengeDetail>).detail);
    addEventListener(BOT_CHALLENGE_EVENT, listener);
    try {
      const commerce = testCommerce(sim, {
        onBotChallenge: (appId, error) => emitBotChallenge({ appId, operationId: error.operationId }),
      });
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
