import { describe, expect, it } from 'vitest';
import { isFailure } from '../failure';
import {
  BOT_DEFENCE_APP_ID,
  BOT_DEFENCE_KEEP,
  type BotDefenceState,
  botCheckPasses,
  FAILING_BOT_CHECK_TOKEN,
  judgeBotCheck,
  NO_BOT_DEFENCE,
  openChallenge,
  solveChallenge,
} from './bot-check';

const state = (change: Partial<BotDefenceState>): BotDefenceState => ({ ...NO_BOT_DEFENCE, ...change });

describe('the bot check', () => {
  it('passes any token but a blank one or the documented failing one, which never change the state', () => {
    expect(judgeBotCheck(NO_BOT_DEFENCE, 'storefront-offline-bot-check')).toEqual({
      passes: true,
      next: NO_BOT_DEFENCE,
    });
    for (const token of [undefined, '', '  ', FAILING_BOT_CHECK_TOKEN]) {
      expect(judgeBotCheck(NO_BOT_DEFENCE, token)).toEqual({ passes: false, next: NO_BOT_DEFENCE });
      expect(botCheckPasses(token)).toBe(false);
    }
  });

  it('fails the next N checks QA asked for, whatever the token, and flags the session as challenged', () => {
    const first = judgeBotCheck(state({ failNext: 2 }), 'any');
    expect(first).toEqual({ passes: false, next: state({ failNext: 1, challenged: true }) });
    const second = judgeBotCheck(first.next, 'bdp-pass');
    expect(second.passes).toBe(false);
    expect(second.next).toMatchObject({ failNext: 0, challenged: true });
  });

  it('lets only a pass token through a challenged session, once, and then anything again', () => {
    const challenged = state({ challenged: true, passTokens: ['bdp-1'] });
    expect(judgeBotCheck(challenged, 'storefront-offline-bot-check')).toEqual({
      passes: false,
      next: challenged,
    });
    const passed = judgeBotCheck(challenged, 'bdp-1');
    expect(passed).toEqual({ passes: true, next: NO_BOT_DEFENCE });
    expect(judgeBotCheck(passed.next, 'storefront-offline-bot-check').passes).toBe(true);
  });

  it('uses up a pass token a forced failure meets', () => {
    const verdict = judgeBotCheck(state({ failNext: 1, passTokens: ['bdp-1'] }), 'bdp-1');
    expect(verdict).toEqual({ passes: false, next: state({ challenged: true }) });
  });
});

describe('the challenge stand-in', () => {
  it('opens a challenge for the catalogue app only, and solving it yields a pass token', () => {
    expect(isFailure(openChallenge(NO_BOT_DEFENCE, 'another-app', 'bdc-1'))).toBe(true);
    const open = openChallenge(NO_BOT_DEFENCE, BOT_DEFENCE_APP_ID, 'bdc-1') as BotDefenceState;
    expect(open.challenges).toEqual(['bdc-1']);
    expect(solveChallenge(open, BOT_DEFENCE_APP_ID, 'bdc-1', 'bdp-1')).toEqual(
      state({ challenges: [], passTokens: ['bdp-1'] }),
    );
  });

  it('refuses an unknown or already solved challenge with API404', () => {
    const open = openChallenge(NO_BOT_DEFENCE, BOT_DEFENCE_APP_ID, 'bdc-1') as BotDefenceState;
    const solved = solveChallenge(open, BOT_DEFENCE_APP_ID, 'bdc-1', 'bdp-1') as BotDefenceState;
    expect(solveChallenge(solved, BOT_DEFENCE_APP_ID, 'bdc-1', 'bdp-2')).toMatchObject({ errorId: 'API404' });
    expect(solveChallenge(open, 'another-app', 'bdc-1', 'bdp-2')).toMatchObject({ errorId: 'API404' });
  });

  it(`keeps the last ${BOT_DEFENCE_KEEP} open challenges`, () => {
    let s: BotDefenceState = NO_BOT_DEFENCE;
    for (let i = 0; i < BOT_DEFENCE_KEEP + 5; i += 1)
      s = openChallenge(s, BOT_DEFENCE_APP_ID, `bdc-${i}`) as BotDefenceState;
    expect(s.challenges).toHaveLength(BOT_DEFENCE_KEEP);
    expect(s.challenges[0]).toBe('bdc-5');
  });
});
