import { describe, expect, it } from 'vitest';
import { subscription, subscriptionInput } from './subscription';

const smsOptIn = {
  type: 'Newsletter',
  optin: true,
  channel: 'sms',
  recipient: '+15555550123',
  category: 'subscription',
  country: 'US',
  region: 'NORA',
  optinDate: '2026-03-01T10:00:00.000Z',
};

describe('subscription', () => {
  it('accepts an SMS opt-in, an email opt-out and a stored subscription', () => {
    expect(subscriptionInput.safeParse(smsOptIn).success).toBe(true);
    const optOut = {
      ...smsOptIn,
      type: 'LoyaltyNewsletter',
      channel: 'email',
      recipient: 'ana@example.com',
      optin: false,
      optinDate: undefined,
      optoutDate: '2026-03-02T10:00:00.000Z',
    };
    expect(subscriptionInput.safeParse(optOut).success).toBe(true);
    expect(subscription.safeParse({ ...smsOptIn, doubleOptin: true }).success).toBe(true);
  });

  it('needs the date that matches the opt direction', () => {
    expect(subscriptionInput.safeParse({ ...smsOptIn, optinDate: undefined }).success).toBe(false);
    expect(subscriptionInput.safeParse({ ...smsOptIn, optin: false }).success).toBe(false);
  });

  it('rejects a recipient that does not fit its channel, an unknown type and a wrong category', () => {
    expect(subscriptionInput.safeParse({ ...smsOptIn, recipient: '5555550123' }).success).toBe(false);
    expect(subscriptionInput.safeParse({ ...smsOptIn, channel: 'email' }).success).toBe(false);
    expect(subscriptionInput.safeParse({ ...smsOptIn, type: 'Catalog' }).success).toBe(false);
    expect(subscriptionInput.safeParse({ ...smsOptIn, category: 'marketing' }).success).toBe(false);
  });
});
