import type { AudienceSegmentId } from '../../../../../contracts/entities/content-audience';
import type { AudienceFacts } from './audience-facts';

/**
 * The audience segments (spec 001 section 6) a visitor with these facts is in. Every segment but
 * loggedout and the cart pair needs a signed-in shopper. Decisions (docs/decisions.md, "Issue 27: audience
 * segments"): non-loyalty-loggedin is signed in and not a loyalty member; ipa-wranx-loggedin is a partner
 * identity of either kind (non-ipa-wranx-loggedin: none); a fact not known yet matches neither side.
 */
export function audienceSegments(facts: AudienceFacts): Set<AudienceSegmentId> {
  const segments = new Set<AudienceSegmentId>();
  const pair = (holds: boolean | undefined, yes: AudienceSegmentId, no: AudienceSegmentId) => {
    if (holds !== undefined) segments.add(holds ? yes : no);
  };
  const { cartItems, partners } = facts;
  pair(cartItems === undefined ? undefined : cartItems > 0, 'cart-not-empty', 'cart-empty');
  if (!facts.signedIn) return segments.add('loggedout');
  segments.add('loggedin');
  pair(facts.loyaltyMember, 'loyalty-loggedin', 'non-loyalty-loggedin');
  pair(facts.employee, 'employee-loggedin', 'non-employee-loggedin');
  pair(facts.athlete, 'athletes-loggedin', 'non-athletes-loggedin');
  const wranx = partners?.has('WRANX');
  const ipa = partners?.has('IPA');
  pair(wranx, 'wranx-loggedin', 'non-wranx-loggedin');
  pair(ipa, 'ipa-loggedin', 'non-ipa-loggedin');
  pair(partners && (wranx || ipa), 'ipa-wranx-loggedin', 'non-ipa-wranx-loggedin');
  return segments;
}
