import { describe, expect, it } from 'vitest';
import { SITES } from '../../../config/site-config';
import { interestsFollowSignUp } from './interests-after-sign-up';

const on = { collectsInterests: true, interestsTiedToNewsletter: false };
const tied = { collectsInterests: true, interestsTiedToNewsletter: true };

describe('the interests dialog after sign-up', () => {
  it('follows every sign-up where interests are collected and not tied to the newsletter', () => {
    expect(interestsFollowSignUp(on, false)).toBe(true);
    expect(interestsFollowSignUp(on, true)).toBe(true);
  });

  it('follows only a subscribed sign-up where interests are tied to the newsletter', () => {
    expect(interestsFollowSignUp(tied, true)).toBe(true);
    expect(interestsFollowSignUp(tied, false)).toBe(false);
  });

  it('never follows when interests are not collected, when skipped, or when signing in to buy', () => {
    expect(interestsFollowSignUp({ ...on, collectsInterests: false }, true)).toBe(false);
    expect(interestsFollowSignUp(on, true, { skipInterests: true })).toBe(false);
    expect(interestsFollowSignUp(on, true, { signInToBuy: true })).toBe(false);
  });

  it('ties interests to the newsletter on the EMEA sites only', () => {
    expect(SITES['en-us'].settings.interestsTiedToNewsletter).toBe(false);
    expect(SITES['fr-ca'].settings.interestsTiedToNewsletter).toBe(false);
    expect(SITES['fr-fr'].settings.interestsTiedToNewsletter).toBe(true);
    expect(SITES['en-gb'].settings.interestsTiedToNewsletter).toBe(true);
  });
});
