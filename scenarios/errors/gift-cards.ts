import { guestToken } from '../flows/common-steps';
import { AUTHORISING_CARD, addPayment, placeOrder, readyCart, str } from '../flows/flow-steps';
import { type Scenario, type Step, type StepExpectation, step } from '../scenario';
import { injectedError, realError } from './helpers';

/** Gift card group: README "Gift cards and coupons" and docs/decisions.md "Gift cards". */
const G = 'gift-cards';

const balance = (giftCardNumber: string, pin: string | undefined, expect: StepExpectation): Step =>
  step('getGiftCardBalance', {
    name: `balance of ${giftCardNumber}`,
    body: pin === undefined ? { giftCardNumber } : { giftCardNumber, pin },
    expect,
  });

const giftCard = (giftCardNumber: string, pin: string, expect: StepExpectation = {}, cart = 'cartId'): Step =>
  addPayment(
    { payment_method_id: 'GIFT_CARD' as const, giftCardNumber, pin },
    { name: `apply gift card ${giftCardNumber}`, expect, cart },
  );

/** A gift option fault on place order: the order with a card payment, refused by the injected id. */
const placeRefused = (id: 'GFS800' | 'GFO404' | 'GFO405'): Step[] => [
  guestToken(),
  ...readyCart(),
  addPayment(AUTHORISING_CARD),
  placeOrder({ expect: { errorId: id } }),
];

export const giftCardErrorScenarios: Scenario[] = [
  realError(G, 'GFC400', 'A balance check without the PIN answers GFC400.', [
    guestToken(),
    balance('6006492222222222', undefined, { errorId: 'GFC400' }),
  ]),
  realError(G, 'GFC410', 'A third gift card on one cart answers GFC410 (at most 2).', [
    guestToken(),
    ...readyCart(),
    giftCard('6006491111111111', '1111'),
    giftCard('6006492222222222', '2222'),
    giftCard('6006494444444444', '4444', { errorId: 'GFC410' }),
  ]),
  realError(G, 'GFC700', 'A balance check of an unknown card number answers GFC700.', [
    guestToken(),
    balance('6006490000000000', '0000', { errorId: 'GFC700' }),
  ]),
  realError(G, 'GFC760', 'A balance check with the wrong PIN answers GFC760.', [
    guestToken(),
    balance('6006492222222222', '9999', { errorId: 'GFC760' }),
  ]),
  realError(G, 'GFC800', 'A balance check of the blocked card answers GFC800.', [
    guestToken(),
    balance('6006497777777777', '7777', { errorId: 'GFC800' }),
  ]),
  realError(G, 'GFC812', 'Applying the expired card answers GFC812.', [
    guestToken(),
    ...readyCart(),
    giftCard('6006495555555555', '5555', { errorId: 'GFC812' }),
  ]),
  realError(G, 'GFC725', 'Applying the CAD card to a USD cart answers GFC725.', [
    guestToken(),
    ...readyCart(),
    giftCard('6006498888888888', '8888', { errorId: 'GFC725' }),
  ]),
  realError(G, 'GFC740', 'A card spent down to 0 by a placed order answers GFC740 on the next cart.', [
    guestToken(),
    ...readyCart(),
    giftCard('6006491111111111', '1111'),
    addPayment(AUTHORISING_CARD),
    placeOrder(),
    ...readyCart(),
    giftCard('6006491111111111', '1111', { errorId: 'GFC740' }),
  ]),
  realError(G, 'GFC755', 'A card held by another open cart answers GFC755.', [
    guestToken(),
    ...readyCart(),
    giftCard('6006491111111111', '1111'),
    guestToken(),
    step('createCart', {
      name: 'second shopper opens a cart',
      body: {},
      expect: {},
      save: { otherCartId: 'id' },
    }),
    step('addCartItem', {
      name: 'second shopper adds a jacket',
      body: (v) => ({ cartId: str(v, 'otherCartId'), productId: 'SPJK0001BLKM' }),
      expect: {},
    }),
    giftCard('6006491111111111', '1111', { errorId: 'GFC755' }, 'otherCartId'),
  ]),
  injectedError(G, 'GFC799', 'getGiftCardBalance', 'The gift card service failing (fault) answers GFC799.', [
    guestToken(),
    balance('6006492222222222', '2222', { errorId: 'GFC799' }),
  ]),
  injectedError(
    G,
    'GFS800',
    'placeOrder',
    'Gift options refused (fault on place order) answer GFS800.',
    placeRefused('GFS800'),
  ),
  injectedError(
    G,
    'GFO404',
    'placeOrder',
    'A gift option gone (fault on place order) answers GFO404.',
    placeRefused('GFO404'),
  ),
  injectedError(
    G,
    'GFO405',
    'placeOrder',
    'A gift option not applying (fault on place order) answers GFO405.',
    placeRefused('GFO405'),
  ),
];
