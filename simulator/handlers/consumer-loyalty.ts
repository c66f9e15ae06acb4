import type { AreaHandlers } from '../core/handler-types';
import { LOYALTY_TOKEN_SECONDS, vouchersView, welcomePromo } from '../domain/consumer/loyalty';
import { isFailure } from '../domain/failure';
import { saveAccount } from '../services/auth/accounts';
import { mintSecret } from '../services/auth/secrets';
import { loyaltyMember } from '../services/consumer/loyalty-member';

/** The member's own referral code; crediting it to oneself is refused. */
const ownReferralCode = (memberId: string) => `REF-${memberId}`;

/** Loyalty calls of contracts/operations/consumer.ts. */
export const consumerLoyaltyHandlers = {
  /** A token for the loyalty widgets; a referral code is credited once per member (never their own). */
  getLoyaltyToken: async ({ body, accessToken, world }) => {
    const found = loyaltyMember(world, accessToken);
    if (isFailure(found)) return found;
    const member = found;
    const referralApplied =
      body.referralCode !== undefined &&
      !member.referralCredited &&
      body.referralCode !== ownReferralCode(member.memberId);
    if (referralApplied) await saveAccount(world, { ...member, referralCredited: true });
    return {
      body: {
        loyaltyToken: await mintSecret(world, 'ltk'),
        expires_in: LOYALTY_TOKEN_SECONDS,
        memberId: member.memberId,
        referralApplied,
      },
    };
  },

  getLoyaltyWelcomePromo: ({ accessToken, world }) => {
    const found = loyaltyMember(world, accessToken);
    if (isFailure(found)) return found;
    return { body: welcomePromo(found, world.clock.now()) };
  },

  getLoyaltyVouchers: ({ accessToken, world }) => {
    const found = loyaltyMember(world, accessToken);
    if (isFailure(found)) return found;
    return { body: vouchersView(found, world.clock.now()) };
  },
} satisfies AreaHandlers;
