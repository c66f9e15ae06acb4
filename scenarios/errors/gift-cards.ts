import { guestToken } from '../flows/common-steps';
import {
  AUTHORISING_CARD,
  addItem,
  addPayment,
  billTo,
  createCart,
  HOME,
  placeOrder,
  readyCart,
  SKU,
  STORE,
  shipTo,
  str,
} from '../flows/flow-steps';
import { type CartLine, type Scenario, type Step, type StepExpectation, step } from '../scenario';
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

const GIFT = { to: 'Sam', message: 'Happy trails!' } as const;

/** A guest orders one gift line (`line` is an addCartItem body without the cart) and pays by card. */
const placeGift = (line: CartLine, id: 'GFO404' | 'GFO405'): Step[] => [
  guestToken(),
  createCart(),
  addItem({ ...line, giftOption: GIFT }),
  shipTo(HOME),
  billTo(HOME),
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
  realError(
    G,
    'GFS800',
    'A buy-in-store order (associate E10442 at Denver) with a gift option answers GFS800.',
    [
      step('agentLogin', {
        name: 'agent login at Denver',
        body: { storeId: STORE.denver, username: 'E10442', password: 'Associate2026!' },
        expect: {},
        save: { token: 'access_token' },
      }),
      createCart(),
      addItem({ productId: SKU.jacket, giftOption: GIFT }),
      shipTo(HOME),
      billTo(HOME),
      addPayment(AUTHORISING_CARD),
      placeOrder({
        inStoreSalesInfo: { storeId: STORE.denver, storeEmployeeId: 'E10442' },
        expect: { errorId: 'GFS800' },
      }),
    ],
  ),
  realError(
    G,
    'GFO404',
    'A gift option on a jacket picked up at Denver answers GFO404 (gifts are wrapped in the warehouse).',
    placeGift({ productId: SKU.jacket, storeId: STORE.denver, shippingMethod: 'pickup' }, 'GFO404'),
  ),
  realError(
    G,
    'GFO405',
    'A gift option on the e-gift card (SPGC0001, 50) answers GFO405: it is e-mailed with its own message.',
    placeGift({ productId: 'SPGC0001050OS' }, 'GFO405'),
  ),
];
