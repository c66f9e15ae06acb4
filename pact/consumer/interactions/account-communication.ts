// The account chunk's routes (the storefront registers them when an account area loads).
import '../../../storefront/src/api/account-operations';
import { expect } from 'vitest';
import type { SubscriptionChange } from '../../../storefront/src/commerce/account/communication';
import { profileErrorRoute } from '../../../storefront/src/features/account/profile/profile-error-route';
import { bodyOf, errorOf, interaction } from '../pact-interaction';

const NOW = '2027-01-15T09:30:00.000Z';
const SMS = {
  type: 'Newsletter',
  channel: 'sms',
  recipient: '+16045550199',
  category: 'subscription',
  country: 'US',
  region: 'NORA',
} as const;
const SMS_OPT_IN: SubscriptionChange = { ...SMS, optin: true, optinDate: NOW };
const changeOf = (subscriptions: SubscriptionChange[]) => ({
  body: { consumerProfile: { consumerDetails: {}, subscriptions } },
});

/**
 * The communication preferences (storefront/src/commerce/account/communication.ts): the server time the
 * subscription dates come from, SMS and newsletter changes, notification switches, and their failures.
 */
export const accountCommunicationInteractions = [
  interaction('getServerTime', {
    description: 'the server time a subscription change is dated with',
    states: ['a guest shopper'],
    authorised: false,
    input: () => ({}),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ timestamp: expect.any(String) }),
  }),
  interaction('updateSubscription', {
    description: 'a signed-in shopper opts in to SMS with the server time as optinDate',
    states: ['a signed-in registered shopper'],
    input: () => changeOf([SMS_OPT_IN]),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ subscriptions: expect.any(Array) }),
  }),
  interaction('updateSubscription', {
    description: 'a signed-in shopper opts out of SMS with an optoutDate',
    states: ['a signed-in registered shopper'],
    input: () => changeOf([{ ...SMS, optin: false, optoutDate: NOW }]),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ subscriptions: expect.any(Array) }),
  }),
  interaction('updateSubscription', {
    description: 'a signed-in shopper opts a new SMS number in, the earlier recipient opted out first',
    states: ['a signed-in registered shopper'],
    input: () => changeOf([{ ...SMS, recipient: '+12065550100', optin: false, optoutDate: NOW }, SMS_OPT_IN]),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ subscriptions: expect.any(Array) }),
  }),
  interaction('updateSubscription', {
    description: 'a signed-in shopper subscribes to the email newsletter (double opt-in follows)',
    states: ['a signed-in registered shopper'],
    input: () =>
      changeOf([
        { ...SMS, channel: 'email', recipient: 'registered@example.com', optin: true, optinDate: NOW },
      ]),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ subscriptions: expect.any(Array) }),
  }),
  interaction('updateSubscription', {
    description: 'an SMS opt-in fails (a sticky error toast)',
    states: ['subscription changes fail'],
    input: () => changeOf([SMS_OPT_IN]),
    error: { errorId: 'PRO412', route: 'sticky-error-toast' },
    check: (outcome) => expect(profileErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
  interaction('updateSubscription', {
    description: 'an SMS opt-in fails downstream (a sticky error toast)',
    states: ['subscription changes fail downstream'],
    input: () => changeOf([SMS_OPT_IN]),
    error: { errorId: 'PRO418', route: 'sticky-error-toast' },
    check: (outcome) => expect(profileErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
  interaction('updateNotifications', {
    description: 'a signed-in shopper sets the email notifications per topic',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        notifications: [
          { topic: 'ORDER_UPDATES', channel: 'email', enabled: true },
          { topic: 'PRICE_DROP', channel: 'email', enabled: true },
        ],
      },
    }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ notifications: expect.any(Array) }),
  }),
  interaction('updateNotifications', {
    description: 'a notification change fails (a sticky error toast)',
    states: ['notification changes fail'],
    input: () => ({ body: { notifications: [{ topic: 'PRICE_DROP', channel: 'email', enabled: true }] } }),
    error: { errorId: 'PRO412', route: 'sticky-error-toast' },
    check: (outcome) => expect(profileErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
];
