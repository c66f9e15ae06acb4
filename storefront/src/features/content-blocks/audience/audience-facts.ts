import type { Cart } from '../../../commerce/cart';
import type { ConsumerProfile } from '../../../commerce/session';
import { isSignedIn, type SessionState } from '../../../commerce/session-state';

/** A partner (professional programme) identity's kind, as the profile names it. */
export type PartnerKind = ConsumerProfile['consumerDetails']['identities'][number]['type'];

/**
 * What the audience segments are computed from (audience-segments.ts). A fact left undefined is not known
 * yet: neither its segment nor its opposite matches until it is (docs/decisions.md, "Issue 27: audience
 * segments").
 */
export interface AudienceFacts {
  readonly signedIn: boolean;
  readonly loyaltyMember?: boolean;
  readonly employee?: boolean;
  readonly athlete?: boolean;
  /** The shopper's partner identities (WRANX, IPA); only the profile holds them. */
  readonly partners?: ReadonlySet<PartnerKind>;
  /** Units in the cart. */
  readonly cartItems?: number;
}

/**
 * The facts from the session, the profile (undefined while it loads, for a guest, or when it cannot be
 * read) and the cart (undefined while it loads, null when the shopper has none). Until the profile comes,
 * the session answers what it can: loyalty from its member id, employee and athlete from its consumer type;
 * the profile's flags replace them when it arrives.
 */
export function audienceFacts(
  session: SessionState,
  profile: ConsumerProfile | undefined,
  cart: Cart | null | undefined,
): AudienceFacts {
  const cartItems = cart === undefined ? undefined : (cart?.totalItems ?? 0);
  if (!isSignedIn(session)) return { signedIn: false, cartItems };
  if (!profile) {
    return {
      signedIn: true,
      loyaltyMember: !!session.memberId,
      employee: session.consumerType === 'EMPLOYEE',
      athlete: session.consumerType === 'ATHLETE',
      cartItems,
    };
  }
  const details = profile.consumerDetails;
  return {
    signedIn: true,
    loyaltyMember: profile.isLoyaltyMember,
    employee: details.employee,
    athlete: details.athlete,
    partners: new Set(details.identities.map((identity) => identity.type)),
    cartItems,
  };
}
