import type { AudienceSegmentId } from '../../../../../contracts/entities/content-audience';
import type { AudienceFacts, MemberKind } from './audience-facts';

/**
 * The audience segments (spec 001 section 6) a visitor with these facts is in: loggedin or loggedout, the
 * cart pair once the cart is known, and for a signed-in shopper one of each `{kind}-loggedin` /
 * `non-{kind}-loggedin` pair whose fact is known. So non-loyalty-loggedin is signed in and not a loyalty
 * member (the spec's wording also asks for loyalty; docs/decisions.md, "Issue 27: audience segments").
 */
export function audienceSegments({ cartEmpty, member }: AudienceFacts): Set<AudienceSegmentId> {
  const segments = new Set<AudienceSegmentId>([member ? 'loggedin' : 'loggedout']);
  if (cartEmpty !== undefined) segments.add(cartEmpty ? 'cart-empty' : 'cart-not-empty');
  if (member) {
    for (const [kind, holds] of Object.entries(member) as [MemberKind, boolean | undefined][]) {
      if (holds !== undefined) segments.add(holds ? `${kind}-loggedin` : `non-${kind}-loggedin`);
    }
  }
  return segments;
}
