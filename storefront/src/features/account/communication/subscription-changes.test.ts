import { describe, expect, it } from 'vitest';
import type { ConsumerProfile } from '../../../commerce/session';
import { newsletterChanges, smsOptInChanges, smsOptOutChanges } from './subscription-changes';

const NOW = '2027-01-15T09:30:00.000Z';
const SITE = { country: 'US', region: 'NORA' };
const sms = (recipient: string, optin: boolean) => ({
  type: 'Newsletter' as const,
  channel: 'sms' as const,
  recipient,
  optin,
  doubleOptin: true,
  category: 'subscription' as const,
  country: 'US',
  region: 'NORA',
  optinDate: '2026-01-01T00:00:00.000Z',
});
const profileWith = (subscriptions: ConsumerProfile['subscriptions']) =>
  ({ consumerDetails: { email: 'ana@example.com' }, subscriptions }) as unknown as ConsumerProfile;

describe('subscription changes (spec 001 section 4)', () => {
  it('opts an earlier SMS recipient out first, then the new one in, both dated by the server', () => {
    const changes = smsOptInChanges(profileWith([sms('+12065550100', true)]), '+16045550199', SITE, NOW);
    expect(changes).toEqual([
      expect.objectContaining({ recipient: '+12065550100', optin: false, optoutDate: NOW }),
      expect.objectContaining({ recipient: '+16045550199', optin: true, optinDate: NOW, channel: 'sms' }),
    ]);
    expect(changes[0]).not.toHaveProperty('optinDate');
  });

  it('opts in alone when there is no earlier recipient, or it is the same one or opted out', () => {
    expect(smsOptInChanges(profileWith([]), '+16045550199', SITE, NOW)).toHaveLength(1);
    expect(smsOptInChanges(profileWith([sms('+16045550199', true)]), '+16045550199', SITE, NOW)).toHaveLength(
      1,
    );
    expect(
      smsOptInChanges(profileWith([sms('+12065550100', false)]), '+16045550199', SITE, NOW),
    ).toHaveLength(1);
  });

  it('opts the SMS recipient out with an optoutDate', () => {
    expect(smsOptOutChanges(profileWith([sms('+12065550100', true)]), NOW)).toEqual([
      expect.objectContaining({ recipient: '+12065550100', optin: false, optoutDate: NOW }),
    ]);
  });

  it("subscribes the newsletter at the profile's email; unsubscribing what is not held sends nothing", () => {
    expect(newsletterChanges(profileWith([]), true, SITE, NOW)).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'ana@example.com',
        optin: true,
        optinDate: NOW,
      }),
    ]);
    expect(newsletterChanges(profileWith([]), false, SITE, NOW)).toEqual([]);
  });
});
