import { describe, expect, it } from 'vitest';
import type { SubscriptionInput } from '../../../contracts/entities/subscription';
import { applySubscriptionChanges } from './subscriptions';

const sms = (recipient: string, optin: boolean): SubscriptionInput => ({
  type: 'Newsletter',
  optin,
  channel: 'sms',
  recipient,
  category: 'subscription',
  country: 'US',
  region: 'NORA',
  ...(optin ? { optinDate: '2020-01-01T00:00:00.000Z' } : { optoutDate: '2020-01-01T00:00:00.000Z' }),
});
const t1 = '2026-03-01T10:00:00.000Z';
const t2 = '2026-03-02T10:00:00.000Z';

describe('subscriptions', () => {
  it('stamp opt-in and opt-out with server time and keep the opt-in date', () => {
    const inList = applySubscriptionChanges([], [sms('+12065550101', true)], t1);
    expect(inList).toEqual([expect.objectContaining({ optin: true, optinDate: t1, doubleOptin: true })]);
    const out = applySubscriptionChanges(inList, [sms('+12065550101', false)], t2);
    expect(out).toEqual([expect.objectContaining({ optin: false, optinDate: t1, optoutDate: t2 })]);
  });

  it('opt the earlier SMS recipient out before opting a new one in', () => {
    const first = applySubscriptionChanges([], [sms('+12065550101', true)], t1);
    const second = applySubscriptionChanges(first, [sms('+12065550199', true)], t2);
    expect(second).toEqual([
      expect.objectContaining({ recipient: '+12065550101', optin: false, optoutDate: t2 }),
      expect.objectContaining({ recipient: '+12065550199', optin: true, optinDate: t2 }),
    ]);
  });

  it('leave email opt-ins awaiting double opt-in', () => {
    const email: SubscriptionInput = { ...sms('ana@example.com', true), channel: 'email', doubleOptin: true };
    expect(applySubscriptionChanges([], [email], t1)[0]).toMatchObject({ doubleOptin: false, optinDate: t1 });
  });
});
