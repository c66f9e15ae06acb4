import { guestToken } from '../flows/common-steps';
import { addItem, createCart, SKU, str } from '../flows/flow-steps';
import { type Scenario, step } from '../scenario';
import { realError, signedIn } from './helpers';

/** Rewards group: the seeded loyalty accounts of README.md. */
const G = 'rewards';

export const rewardsErrorScenarios: Scenario[] = [
  realError(G, 'REW401', 'Loyalty vouchers without sign-in (a guest token) answer REW401.', [
    guestToken(),
    step('getLoyaltyVouchers', { name: 'vouchers as a guest', expect: { errorId: 'REW401' } }),
  ]),
  realError(
    G,
    'REW130',
    'Loyalty vouchers of a non-member answer REW130.',
    signedIn('registered@example.com', [
      step('getLoyaltyVouchers', { name: 'vouchers of a non-member', expect: { errorId: 'REW130' } }),
    ]),
  ),
  realError(
    G,
    'REW135',
    'The welcome promo of an unconfirmed member answers REW135.',
    signedIn('loyalty.pending@example.com', [
      step('getLoyaltyWelcomePromo', { name: 'welcome promo, not confirmed', expect: { errorId: 'REW135' } }),
    ]),
  ),
  realError(
    G,
    'REW140',
    'Paying with more points than the member has answers REW140.',
    signedIn('loyalty@example.com', [
      createCart(),
      addItem({ productId: SKU.jacket }),
      step('addPaymentInstrument', {
        name: 'pay with 999999 points',
        params: (v) => ({ basketId: str(v, 'cartId') }),
        body: { payment_method_id: 'LOYALTY_POINTS', points: 999999 },
        expect: { errorId: 'REW140' },
      }),
    ]),
  ),
];
