import { defineScenario, type Scenario, step } from '../scenario';
import { guestToken } from './common-steps';

/**
 * Consumer flows: SMS opt-in and opt-out. The server stamps optinDate and optoutDate with its own clock
 * and ignores the client's (docs/decisions.md), so the steps send a date, as the contract requires, and
 * check what a client can know: the flags, the channel and the number.
 */

const PHONE = '+12065550101';
const OTHER_PHONE = '+12065550122';
/** Any date: the contract needs one on a change, and the server replaces it with its own time. */
const CLIENT_DATE = '2020-01-01T00:00:00.000Z';

const sms = (recipient: string, optin: boolean) => ({
  type: 'Newsletter' as const,
  optin,
  channel: 'sms' as const,
  recipient,
  category: 'subscription' as const,
  country: 'US',
  region: 'NORA',
  ...(optin ? { optinDate: CLIENT_DATE } : { optoutDate: CLIENT_DATE }),
});

const change = (recipient: string, optin: boolean) => ({
  consumerProfile: { consumerDetails: {}, subscriptions: [sms(recipient, optin)] },
});

const readSms = (name: string, fields: Record<string, unknown>) =>
  step('getSubscriptions', { name, query: { channel: 'sms' }, expect: { fields } });

const smsOptInAndOut = defineScenario({
  name: 'sms-opt-in-and-opt-out',
  description:
    'registered@example.com opts in to SMS news on +12065550101 and later opts out, both by PUT on the ' +
    'profile; the SMS subscription reads on (confirmed, doubleOptin true), then off.',
  tags: ['flow', 'consumer', 'subscriptions'],
  setup: { shopper: { signIn: 'registered@example.com' } },
  steps: [
    readSms('no SMS subscription yet', { subscriptions: [] }),
    step('updateSubscription', {
      name: 'opt in to SMS',
      body: change(PHONE, true),
      expect: { fields: { consumerId: 'C000100001' } },
    }),
    readSms('the SMS subscription is on', {
      'subscriptions.0.recipient': PHONE,
      'subscriptions.0.optin': true,
      'subscriptions.0.doubleOptin': true,
      'subscriptions.0.optoutDate': undefined,
    }),
    step('updateSubscription', { name: 'opt out of SMS', body: change(PHONE, false), expect: {} }),
    readSms('the SMS subscription is off', {
      'subscriptions.0.recipient': PHONE,
      'subscriptions.0.optin': false,
    }),
  ],
});

const guestSmsOptInAndOut = defineScenario({
  name: 'sms-opt-in-and-opt-out-guest',
  description:
    'A guest opts in to SMS news (POST, kept for the user session); opting a second number in opts the ' +
    'first one out (one SMS recipient at a time); then the guest opts the second number out too.',
  tags: ['flow', 'consumer', 'subscriptions', 'guest'],
  steps: [
    guestToken(),
    step('createSubscription', {
      name: 'opt in to SMS',
      body: change(PHONE, true),
      expect: { fields: { 'subscriptions.0.recipient': PHONE, 'subscriptions.0.optin': true } },
    }),
    step('createSubscription', {
      name: 'opt a second number in',
      body: change(OTHER_PHONE, true),
      expect: {
        fields: {
          'subscriptions.0.recipient': PHONE,
          'subscriptions.0.optin': false,
          'subscriptions.1.recipient': OTHER_PHONE,
          'subscriptions.1.optin': true,
        },
      },
    }),
    step('createSubscription', {
      name: 'opt the second number out',
      body: change(OTHER_PHONE, false),
      expect: { fields: { 'subscriptions.1.optin': false } },
    }),
    readSms('both numbers are off', { 'subscriptions.0.optin': false, 'subscriptions.1.optin': false }),
  ],
});

export const consumerScenarios: Scenario[] = [smsOptInAndOut, guestSmsOptInAndOut];
