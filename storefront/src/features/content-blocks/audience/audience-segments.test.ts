import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_SEGMENT_IDS,
  type AudienceSegmentId,
} from '../../../../../contracts/entities/content-audience';
import type { Cart } from '../../../commerce/cart';
import type { ConsumerProfile } from '../../../commerce/session';
import type { SessionState } from '../../../commerce/session-state';
import { audienceFacts } from './audience-facts';
import { audienceSegments } from './audience-segments';

type PartnerKind = ConsumerProfile['consumerDetails']['identities'][number]['type'];

const guestSession: SessionState = { usid: 'u', consumerType: 'GUEST' };
const signedIn = (consumerType: SessionState['consumerType'], memberId?: string): SessionState => ({
  usid: 'u',
  consumerType,
  consumerNo: 'CN1',
  ...(memberId ? { memberId } : {}),
});
const profile = (
  flags: { loyalty?: boolean; employee?: boolean; athlete?: boolean },
  partners: PartnerKind[] = [],
) =>
  ({
    isLoyaltyMember: flags.loyalty ?? false,
    consumerDetails: {
      employee: flags.employee ?? false,
      athlete: flags.athlete ?? false,
      identities: partners.map((type) => ({ type })),
    },
  }) as ConsumerProfile;
const cart = (totalItems: number) => ({ totalItems }) as Cart;
const shopper = (...inputs: Parameters<typeof audienceFacts>) => inputs;

/** The shoppers of the table: session, profile (as getConsumer answers) and cart, all arrived. */
const SHOPPERS = {
  guest: shopper(guestSession, undefined, null),
  'guest, cart not empty': shopper(guestSession, undefined, cart(2)),
  member: shopper(signedIn('REGISTERED', 'LM-1'), profile({ loyalty: true }), null),
  // Neither a member nor staff nor athlete, and no partner identity.
  'non-member': shopper(signedIn('REGISTERED'), profile({}), cart(0)),
  'member, cart not empty': shopper(signedIn('REGISTERED', 'LM-1'), profile({ loyalty: true }), cart(1)),
  employee: shopper(signedIn('EMPLOYEE'), profile({ employee: true }), null),
  athlete: shopper(signedIn('ATHLETE', 'LM-2'), profile({ athlete: true, loyalty: true }), null),
  WRANX: shopper(signedIn('PROSUMER'), profile({}, ['WRANX']), null),
  IPA: shopper(signedIn('PROSUMER'), profile({}, ['IPA']), null),
  'WRANX and IPA': shopper(signedIn('PROSUMER'), profile({}, ['WRANX', 'IPA']), null),
};
type Shopper = keyof typeof SHOPPERS;
const SIGNED_IN = (Object.keys(SHOPPERS) as Shopper[]).filter((s) => !s.startsWith('guest'));
const except = (...left: Shopper[]) => SIGNED_IN.filter((s) => !left.includes(s));

/** Each of the 16 segments: the shoppers in it and those not. */
const TABLE: Record<AudienceSegmentId, { in: Shopper[]; out: Shopper[] }> = {
  loggedout: { in: ['guest', 'guest, cart not empty'], out: SIGNED_IN },
  loggedin: { in: SIGNED_IN, out: ['guest', 'guest, cart not empty'] },
  'loyalty-loggedin': {
    in: ['member', 'member, cart not empty', 'athlete'],
    out: ['guest', 'non-member', 'WRANX'],
  },
  // The intended reading (the spec's wording also asks for loyalty): signed in and not a member.
  'non-loyalty-loggedin': {
    in: except('member', 'member, cart not empty', 'athlete'),
    out: ['guest', 'member', 'athlete'],
  },
  'employee-loggedin': { in: ['employee'], out: ['guest', 'non-member', 'athlete'] },
  'non-employee-loggedin': { in: except('employee'), out: ['guest', 'employee'] },
  'cart-empty': {
    in: ['guest', 'member', 'non-member', 'employee'],
    out: ['guest, cart not empty', 'member, cart not empty'],
  },
  'cart-not-empty': {
    in: ['guest, cart not empty', 'member, cart not empty'],
    out: ['guest', 'member', 'non-member'],
  },
  // Either partner identity (a professional-programme member), not both.
  'ipa-wranx-loggedin': { in: ['WRANX', 'IPA', 'WRANX and IPA'], out: ['guest', 'non-member', 'employee'] },
  'non-ipa-wranx-loggedin': {
    in: except('WRANX', 'IPA', 'WRANX and IPA'),
    out: ['guest', 'WRANX', 'IPA', 'WRANX and IPA'],
  },
  'wranx-loggedin': { in: ['WRANX', 'WRANX and IPA'], out: ['guest', 'IPA', 'non-member'] },
  'non-wranx-loggedin': { in: except('WRANX', 'WRANX and IPA'), out: ['guest', 'WRANX', 'WRANX and IPA'] },
  'ipa-loggedin': { in: ['IPA', 'WRANX and IPA'], out: ['guest', 'WRANX', 'non-member'] },
  'non-ipa-loggedin': { in: except('IPA', 'WRANX and IPA'), out: ['guest', 'IPA', 'WRANX and IPA'] },
  'athletes-loggedin': { in: ['athlete'], out: ['guest', 'member', 'employee'] },
  'non-athletes-loggedin': { in: except('athlete'), out: ['guest', 'athlete'] },
};

const segmentsOf = (shopper: Shopper) => audienceSegments(audienceFacts(...SHOPPERS[shopper]));

describe('audience segments, everything arrived', () => {
  it('covers the 16 segment ids of the contract', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...AUDIENCE_SEGMENT_IDS].sort());
  });

  describe.each(Object.entries(TABLE))('%s', (segment, { in: inside, out }) => {
    it.each(inside)('matches: %s', (shopper) => {
      expect(segmentsOf(shopper).has(segment as AudienceSegmentId)).toBe(true);
    });
    it.each(out)('does not match: %s', (shopper) => {
      expect(segmentsOf(shopper).has(segment as AudienceSegmentId)).toBe(false);
    });
  });

  it('puts every shopper in exactly one segment of each pair', () => {
    for (const shopper of SIGNED_IN) {
      const segments = segmentsOf(shopper);
      for (const id of AUDIENCE_SEGMENT_IDS.filter((s) => s.startsWith('non-'))) {
        expect([segments.has(id), segments.has(id.slice(4) as AudienceSegmentId)]).toContain(true);
        expect(segments.has(id) && segments.has(id.slice(4) as AudienceSegmentId)).toBe(false);
      }
    }
  });
});

describe('audience segments while the profile and the cart load', () => {
  it('gives a guest loggedout at once, and a cart segment only once the cart is read', () => {
    expect([...audienceSegments(audienceFacts(guestSession, undefined, undefined))]).toEqual(['loggedout']);
    expect(audienceSegments(audienceFacts(guestSession, undefined, null)).has('cart-empty')).toBe(true);
  });

  it('takes loyalty, employee and athlete from the session, and no partner segment, until the profile comes', () => {
    const member = audienceSegments(audienceFacts(signedIn('REGISTERED', 'LM-1'), undefined, undefined));
    expect([...member].sort()).toEqual(
      ['loggedin', 'loyalty-loggedin', 'non-athletes-loggedin', 'non-employee-loggedin'].sort(),
    );
    const employee = audienceSegments(audienceFacts(signedIn('EMPLOYEE'), undefined, undefined));
    expect(employee.has('employee-loggedin')).toBe(true);
    expect(employee.has('non-loyalty-loggedin')).toBe(true);
    const athlete = audienceSegments(audienceFacts(signedIn('ATHLETE'), undefined, undefined));
    expect(athlete.has('athletes-loggedin')).toBe(true);
    const prosumer = audienceSegments(audienceFacts(signedIn('PROSUMER'), undefined, undefined));
    for (const id of [
      'ipa-wranx-loggedin',
      'non-ipa-wranx-loggedin',
      'wranx-loggedin',
      'non-ipa-loggedin',
    ] as const) {
      expect(prosumer.has(id)).toBe(false);
    }
  });

  it('lets the profile overrule the session once it arrives', () => {
    // Joined the programme in this session: the token had no member id yet, the reloaded profile says member.
    const joined = audienceSegments(audienceFacts(signedIn('REGISTERED'), profile({ loyalty: true }), null));
    expect(joined.has('loyalty-loggedin')).toBe(true);
    expect(joined.has('non-loyalty-loggedin')).toBe(false);
  });
});
