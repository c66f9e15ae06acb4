import type { AudienceSegmentId } from '../../../../../contracts/entities/content-audience';
import type { Cart } from '../../../commerce/cart';
import type { ConsumerProfile } from '../../../commerce/session';
import { isSignedIn, type SessionState } from '../../../commerce/session-state';

/**
 * The signed-in segments come in pairs, `{kind}-loggedin` and `non-{kind}-loggedin`: their kinds, read off
 * the contract's ids (loyalty, employee, athletes, wranx, ipa, ipa-wranx).
 */
export type MemberKind<S = AudienceSegmentId> = S extends `non-${infer K}-loggedin` ? K : never;

/**
 * What the audience segments are computed from (audience-segments.ts). A fact left undefined is not known
 * yet: neither its segment nor its opposite matches until it is (docs/decisions.md, "Issue 27: audience
 * segments").
 */
export interface AudienceFacts {
  /** Whether the cart holds nothing (no cart yet counts as empty). */
  readonly cartEmpty?: boolean | undefined;
  /** For a signed-in shopper (a guest has none), whether each kind holds. */
  readonly member?: Readonly<Record<MemberKind, boolean | undefined>> | undefined;
}

/**
 * The facts from the session, the profile (undefined while it loads, for a guest, or when it cannot be
 * read) and the cart (undefined while it loads, null when the shopper has none). Until the profile comes,
 * the session answers what it can: loyalty from its member id, employee and athlete from its consumer type;
 * the profile's flags replace them when it arrives, and only it holds the partner identities.
 */
export function audienceFacts(
  session: SessionState,
  profile: ConsumerProfile | undefined,
  cart: Cart | null | undefined,
): AudienceFacts {
  const cartEmpty = cart === undefined ? undefined : !cart?.totalItems;
  if (!isSignedIn(session)) return { cartEmpty };
  const details = profile?.consumerDetails;
  const partners = details?.identities.map((identity) => identity.type);
  const wranx = partners?.includes('WRANX');
  const ipa = partners?.includes('IPA');
  return {
    cartEmpty,
    member: {
      loyalty: profile?.isLoyaltyMember ?? !!session.memberId,
      employee: details?.employee ?? session.consumerType === 'EMPLOYEE',
      athletes: details?.athlete ?? session.consumerType === 'ATHLETE',
      wranx,
      ipa,
      // Either partner identity: a professional-programme member (docs/decisions.md).
      'ipa-wranx': partners && (wranx || ipa),
    },
  };
}
