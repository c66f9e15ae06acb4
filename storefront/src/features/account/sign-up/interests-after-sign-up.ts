import type { SiteSettings } from '../../../config/site-config';

/** How the sign-up was reached, as far as the interests dialog cares. */
export interface SignUpOccasion {
  /** The opener asked for no interests dialog afterwards. */
  readonly skipInterests?: boolean;
  /** The shopper is signing up to buy (the sign-in dialog opened for an order): no detour. */
  readonly signInToBuy?: boolean;
}

/**
 * Whether the interests dialog follows a sign-up (spec 001 section 4): when interests collection is on and,
 * where it is tied to the newsletter, only for a shopper who subscribed; never when skipped or signing in to buy.
 */
export function interestsFollowSignUp(
  settings: Pick<SiteSettings, 'collectsInterests' | 'interestsTiedToNewsletter'>,
  subscribed: boolean,
  occasion: SignUpOccasion = {},
): boolean {
  if (!settings.collectsInterests || occasion.skipInterests || occasion.signInToBuy) return false;
  return !settings.interestsTiedToNewsletter || subscribed;
}
