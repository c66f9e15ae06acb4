import type {
  Subscription,
  SubscriptionChannel,
  SubscriptionInput,
} from '../../../contracts/entities/subscription';

/**
 * Subscription changes (spec 001 section 4). Dates are the server's time: opting in records optinDate,
 * opting out optoutDate (the earlier optinDate is kept). A profile has one SMS recipient at a time: opting
 * a new SMS recipient in first opts the earlier one out, with an optoutDate. Email subscriptions use double
 * opt-in (doubleOptin false until the confirmation link); SMS consent is confirmed in the SMS terms.
 */
const sameSubscription = (a: Pick<Subscription, 'type' | 'channel' | 'recipient'>, b: typeof a) =>
  a.type === b.type && a.channel === b.channel && a.recipient.toLowerCase() === b.recipient.toLowerCase();

function optedOut(subscription: Subscription, now: string): Subscription {
  const { optoutDate: _, ...rest } = subscription;
  return { ...rest, optin: false, optoutDate: now };
}

function optedIn(change: SubscriptionInput, existing: Subscription | undefined, now: string): Subscription {
  const { optinDate: _in, optoutDate: _out, doubleOptin: _double, ...fields } = change;
  const alreadyIn = existing?.optin === true;
  return {
    ...fields,
    doubleOptin: change.channel === 'sms' ? true : alreadyIn ? existing.doubleOptin : false,
    optinDate: alreadyIn && existing.optinDate ? existing.optinDate : now,
  };
}

export function applySubscriptionChanges(
  current: readonly Subscription[],
  changes: readonly SubscriptionInput[],
  now: string,
): Subscription[] {
  let result = current.map((s) => ({ ...s }));
  for (const change of changes) {
    const existing = result.find((s) => sameSubscription(s, change));
    if (change.optin && change.channel === 'sms') {
      result = result.map((s) =>
        s.channel === 'sms' && s.type === change.type && s.optin && !sameSubscription(s, change)
          ? optedOut(s, now)
          : s,
      );
    }
    const next: Subscription = change.optin
      ? optedIn(change, existing, now)
      : optedOut(existing ?? { ...change, doubleOptin: false }, now);
    result = existing ? result.map((s) => (sameSubscription(s, change) ? next : s)) : [...result, next];
  }
  return result;
}

export const subscriptionsFor = (
  subscriptions: readonly Subscription[],
  filter: { channel?: SubscriptionChannel | undefined; recipient?: string | undefined },
): Subscription[] =>
  subscriptions.filter(
    (s) =>
      (filter.channel === undefined || s.channel === filter.channel) &&
      (filter.recipient === undefined || s.recipient.toLowerCase() === filter.recipient.toLowerCase()),
  );
