import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { errorCatalogue } from '../../api/error-catalogue.generated';
import { BOT_CHALLENGE_EVENT } from '../../telemetry/bot-challenge';
import type { BotChallengeOutcome } from './bot-challenge';
import { AFTER_CHALLENGE, afterBotRefusal, challengeAndRetry, withBotCheckToken } from './challenge-retry';

const refused = () =>
  new ApiError(
    'signIn',
    403,
    { errorDetails: [{ errorId: 'AUT403', message: 'refused' }], appId: 'bot-defence', correlationId: 'c' },
    errorCatalogue,
  ) as ApiError & { appId: string };

const solved: BotChallengeOutcome = { kind: 'solved', token: 'bdp-1' };
const cancelled: BotChallengeOutcome = { kind: 'cancelled' };

afterEach(() => vi.restoreAllMocks());

describe('the retry-once rule', () => {
  it('is data: solved retries once, cancelled fails', () => {
    expect(AFTER_CHALLENGE).toEqual({ solved: 'retry-once', cancelled: 'fail' });
  });

  it('retries a solved challenge once, with the pass token, and answers what the retry answers', async () => {
    const show = vi.fn(async () => solved);
    const retry = vi.fn(async (token: string) => `answer with ${token}`);
    await expect(challengeAndRetry(refused(), show, retry)).resolves.toBe('answer with bdp-1');
    expect(show).toHaveBeenCalledWith({ appId: 'bot-defence', operationId: 'signIn' });
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('throws the retry’s second 403 as it is, without a second challenge', async () => {
    const again = refused();
    const show = vi.fn(async () => solved);
    const retry = vi.fn(async () => Promise.reject(again));
    await expect(challengeAndRetry(refused(), show, retry)).rejects.toBe(again);
    expect(show).toHaveBeenCalledTimes(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('throws the first 403 when the challenge is cancelled, or could not be shown at all', async () => {
    const first = refused();
    const retry = vi.fn(async () => 'never');
    await expect(challengeAndRetry(first, async () => cancelled, retry)).rejects.toBe(first);
    await expect(
      challengeAndRetry(first, () => Promise.reject(new Error('chunk failed')), retry),
    ).rejects.toBe(first);
    expect(retry).not.toHaveBeenCalled();
  });

  it('presents one challenge for calls refused together', async () => {
    let solve: (outcome: BotChallengeOutcome) => void = () => undefined;
    const show = vi.fn(() => new Promise<BotChallengeOutcome>((resolve) => (solve = resolve)));
    const a = challengeAndRetry(refused(), show, async () => 'a');
    const b = challengeAndRetry(refused(), show, async () => 'b');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    solve(solved);
    await expect(Promise.all([a, b])).resolves.toEqual(['a', 'b']);
    // The next refusal is a new challenge.
    const c = challengeAndRetry(refused(), show, async () => 'c');
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    solve(cancelled);
    await expect(c).rejects.toMatchObject({ errorId: 'AUT403' });
  });

  it('tells the page with the challenge event', async () => {
    const heard = vi.fn();
    addEventListener(BOT_CHALLENGE_EVENT, heard);
    try {
      await challengeAndRetry(
        refused(),
        async () => cancelled,
        async () => 'x',
      ).catch(() => undefined);
      expect((heard.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
        appId: 'bot-defence',
        operationId: 'signIn',
      });
    } finally {
      removeEventListener(BOT_CHALLENGE_EVENT, heard);
    }
  });

  it('challenges only a 403 that carries an appId; other failures pass as they came', async () => {
    const show = vi.fn(async () => solved);
    const call = vi.fn(async () => 'again') as never;
    const other = new ApiError(
      'signIn',
      500,
      { errorDetails: [{ errorId: 'AUT500', message: 'x' }], appId: 'bot-defence', correlationId: 'c' },
      errorCatalogue,
    );
    await expect(afterBotRefusal(other, show, call, ['signIn'])).rejects.toBe(other);
    expect(show).not.toHaveBeenCalled();
    await expect(afterBotRefusal(refused(), show, call, ['signIn'])).resolves.toBe('again');
  });
});

describe('the call made once more', () => {
  it('carries the pass token as its bot-check response', () => {
    const input = { body: { username: 'a', recaptcha_response: 'storefront-offline-bot-check' } };
    expect(withBotCheckToken(input as never, 'bdp-1')).toEqual({
      body: { username: 'a', recaptcha_response: 'bdp-1' },
    });
    expect(input.body.recaptcha_response).toBe('storefront-offline-bot-check');
  });

  it('is the same call when it sent no bot-check response', () => {
    const input = { params: { basketId: 'B1' }, body: { firstName: 'Ana' } };
    expect(withBotCheckToken(input as never, 'bdp-1')).toBe(input);
    expect(withBotCheckToken(undefined, 'bdp-1')).toBeUndefined();
  });
});
