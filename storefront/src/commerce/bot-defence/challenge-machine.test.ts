import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_TRANSITIONS,
  type ChallengeEvent,
  type ChallengeState,
  INITIAL_CHALLENGE_STATE,
  isChallengeOver,
  nextChallengeState,
} from './challenge-machine';

const run = (events: readonly ChallengeEvent[]): ChallengeState =>
  events.reduce(nextChallengeState, INITIAL_CHALLENGE_STATE);

describe('the challenge dialog’s flow', () => {
  it('goes loading, shown, verifying, solved when the shopper solves it', () => {
    expect(INITIAL_CHALLENGE_STATE).toBe('loading');
    expect(run(['shown', 'verifying', 'solved'])).toBe('solved');
  });

  it('offers another try after a challenge that could not load or be checked', () => {
    expect(run(['failed'])).toBe('failed');
    expect(run(['failed', 'retry'])).toBe('loading');
    expect(run(['shown', 'verifying', 'failed', 'retry', 'shown', 'verifying', 'solved'])).toBe('solved');
  });

  it('is cancelled from any state but the end ones, and ends there', () => {
    for (const state of ['loading', 'shown', 'verifying', 'failed'] as const)
      expect(nextChallengeState(state, 'cancel'), state).toBe('cancelled');
    expect(isChallengeOver('cancelled')).toBe(true);
    expect(isChallengeOver('solved')).toBe(true);
    expect(isChallengeOver('verifying')).toBe(false);
  });

  it('ignores what a state does not take: a late provider answer after a cancel, a solve before an answer', () => {
    expect(nextChallengeState('cancelled', 'solved')).toBe('cancelled');
    expect(nextChallengeState('solved', 'failed')).toBe('solved');
    expect(nextChallengeState('loading', 'solved')).toBe('loading');
    expect(nextChallengeState('shown', 'retry')).toBe('shown');
  });

  it('has no way out of an end state, and every state it names is a state', () => {
    expect(CHALLENGE_TRANSITIONS.solved).toEqual({});
    expect(CHALLENGE_TRANSITIONS.cancelled).toEqual({});
    const states = Object.keys(CHALLENGE_TRANSITIONS);
    for (const targets of Object.values(CHALLENGE_TRANSITIONS))
      for (const target of Object.values(targets)) expect(states).toContain(target);
  });
});
