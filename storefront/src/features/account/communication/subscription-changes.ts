import type { SubscriptionChange } from '../../../commerce/account/communication';
import type { ConsumerProfile } from '../../../commerce/session';

type Subscription = ConsumerProfile['subscriptions'][number];
/** Where a subscription is held: the site's country and region. */
export interface SubscriptionSite {
  readonly country: string;
  readonly region: string;
}

/** The newsletter subscription of the profile (email channel), if any. */
export const newsletterOf = (profile: ConsumerProfile): Subscription | undefined =>
  profile.subscriptions.find((s) => s.type === 'Newsletter' && s.channel === 'email');

/** The SMS subscription that is opted in (a profile has one SMS recipient at a time), if any. */
export const smsOf = (profile: ConsumerProfile): Subscription | undefined =>
  profile.subscriptions.find((s) => s.channel === 'sms' && s.optin);

/** An opt-out of a subscription held, dated by the server's clock. */
function optOut(subscription: Subscription, now: string): SubscriptionChange {
  const { optinDate: _in, doubleOptin: _double, ...fields } = subscription;
  return { ...fields, optin: false, optoutDate: now };
}

/** An opt-in of a recipient on a channel (a Newsletter: SMS is a Newsletter on channel sms). */
const optIn = (
  channel: SubscriptionChange['channel'],
  recipient: string,
  site: SubscriptionSite,
  now: string,
): SubscriptionChange => ({
  type: 'Newsletter',
  channel,
  recipient,
  optin: true,
  optinDate: now,
  category: 'subscription',
  country: site.country,
  region: site.region,
});

/**
 * The changes of opting a phone in to SMS (spec 001 section 4): an earlier SMS recipient is opted out first
 * (with an optoutDate), then the new one opted in with an optinDate. The same recipient again: the opt-in.
 */
export function smsOptInChanges(
  profile: ConsumerProfile,
  phone: string,
  site: SubscriptionSite,
  now: string,
): SubscriptionChange[] {
  const earlier = profile.subscriptions.filter(
    (s) => s.channel === 'sms' && s.optin && s.recipient !== phone,
  );
  return [...earlier.map((s) => optOut(s, now)), optIn('sms', phone, site, now)];
}

/** Opting the SMS recipient out: optin false with an optoutDate. */
export function smsOptOutChanges(profile: ConsumerProfile, now: string): SubscriptionChange[] {
  return profile.subscriptions.filter((s) => s.channel === 'sms' && s.optin).map((s) => optOut(s, now));
}

/** Subscribing to or unsubscribing from the newsletter at the profile's email. */
export function newsletterChanges(
  profile: ConsumerProfile,
  subscribe: boolean,
  site: SubscriptionSite,
  now: string,
): SubscriptionChange[] {
  const held = newsletterOf(profile);
  if (subscribe) return [optIn('email', profile.consumerDetails.email, site, now)];
  return held?.optin ? [optOut(held, now)] : [];
}
