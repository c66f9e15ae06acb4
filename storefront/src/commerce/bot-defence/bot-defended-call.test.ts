import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { useTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import type { BotChallengeOutcome, PresentBotChallenge } from './bot-challenge';

const sim = useTestSimulator();

/** A shopper who solves the challenge through the simulator's stand-in, as the dialog's provider does. */
const solving = (): PresentBotChallenge =>
  vi.fn(async ({ appId }): Promise<BotChallengeOutcome> => {
    const post = async (path: string, body?: unknown) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...sim.sessionHeader() },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json();
    const { challengeId } = await post(`/bot-defence/${appId}/challenge`);
    const { token } = await post(`/bot-defence/${appId}/challenge/${challengeId}`, { answer: 'not-a-robot' });
    return { kind: 'solved', token };
  });

const signIn = (botChallenge?: PresentBotChallenge) =>
  testCommerce(sim, botChallenge ? { botChallenge } : {}).session.signIn(
    'registered@example.com',
    'Trail2026!',
  );

describe('a call the bot check refuses (403 with an appId)', () => {
  it('is made once more after the challenge is solved, and goes through', async () => {
    await sim.control('POST', '/bot-check', { failNext: 1 });
    const show = solving();
    const outcome = await signIn(show);
    expect(outcome.session.consumerType).toBe('REGISTERED');
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ appId: 'bot-defence', operationId: 'signIn' });
  });

  it('fails with the second AUT403 when the call made once more is refused too, challenged once', async () => {
    await sim.control('POST', '/bot-check', { failNext: 2 });
    const show = solving();
    const error = await signIn(show).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, errorId: 'AUT403', appId: 'bot-defence' });
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('fails with its AUT403 when the challenge is cancelled, and without a presenter', async () => {
    await sim.control('POST', '/bot-check', { failNext: 1 });
    await expect(signIn(async () => ({ kind: 'cancelled' }))).rejects.toMatchObject({ errorId: 'AUT403' });
    await sim.control('POST', '/bot-check', { failNext: 1 });
    await expect(signIn()).rejects.toMatchObject({ errorId: 'AUT403' });
  });

  it('leaves other failures alone: no challenge for a 403 without an appId', async () => {
    await sim.control('POST', '/faults', { operation: 'signIn', status: 403, times: 1 });
    const show = solving();
    await expect(signIn(show)).rejects.toMatchObject({ status: 403 });
    expect(show).not.toHaveBeenCalled();
  });
});
