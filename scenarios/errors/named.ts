import { TOO_FAR_CARD_YEAR } from '../../simulator/testing/card-expiry';
import { guestToken } from '../flows/common-steps';
import {
  AUTHORISING_CARD,
  addItem,
  addPayment,
  billTo,
  CHALLENGE_CARD,
  CHALLENGE_SAVE,
  card,
  createCart,
  HOME,
  patchOrder,
  placeOrder,
  prepareOrder,
  readyCart,
  reserveHomeStock,
  SKU,
  shipTo,
  str,
} from '../flows/flow-steps';
import { type Scenario, type Step, type StepExpectation, step } from '../scenario';
import { realError, saveCard, signedIn } from './helpers';

/** The 23 named ids (NAMED_ERROR_IDS), each from the condition docs/decisions.md names for it. */
const G = 'named';

/** A PO box: the post (`standard`) delivers to it, a courier (`me`) does not. */
const PO_BOX_ADDRESS = { ...HOME, addressLine1: 'PO Box 123' };

const deliverBy = (code: 'standard' | 'me'): Step =>
  step('setShippingMethod', {
    name: `deliver by ${code}`,
    body: (v) => ({ cartId: str(v, 'cartId'), itemIds: [str(v, 'itemId')], code }),
    expect: { status: 200 },
  });

const giftCard = (giftCardNumber: string, pin: string, expect: StepExpectation = {}): Step =>
  addPayment(
    { payment_method_id: 'GIFT_CARD' as const, giftCardNumber, pin },
    { name: `apply gift card ${giftCardNumber}`, expect },
  );

const saveForLater = (name: string, itemVar: string): Step =>
  step('saveItemForLater', {
    name,
    body: (v) => ({ cartId: str(v, 'cartId'), itemId: str(v, itemVar) }),
    expect: {},
    save: { saveForLaterId: 'saveForLater.saveForLaterId', savedIds: 'saveForLater.items' },
  });

const moveBack = (expect: StepExpectation): Step =>
  step('moveSavedItemsToCart', {
    name: 'move the saved items back to the cart',
    params: (v) => ({ basketId: str(v, 'cartId') }),
    body: (v) => ({
      saveForLaterId: str(v, 'saveForLaterId'),
      itemIds: (v.savedIds as { itemId: string }[]).map((i) => i.itemId),
    }),
    expect,
  });

export const namedErrorScenarios: Scenario[] = [
  realError(
    G,
    'CART_NOT_FOUND',
    'Adding an item to a cart id that was never created answers CART_NOT_FOUND.',
    [
      guestToken(),
      step('addCartItem', {
        name: 'add to an unknown cart',
        body: { cartId: 'bk-unknown', productId: SKU.jacket },
        expect: { errorId: 'CART_NOT_FOUND' },
      }),
    ],
  ),
  realError(G, 'INVALID_CUSTOMER', "Adding an item to another guest's cart answers INVALID_CUSTOMER.", [
    guestToken(),
    createCart(),
    guestToken(),
    addItem({ productId: SKU.jacket }, { expect: { errorId: 'INVALID_CUSTOMER' }, save: {} }),
  ]),
  realError(
    G,
    'CC_ALREADY_EXISTS',
    'Saving a card under a provider token already saved answers CC_ALREADY_EXISTS.',
    signedIn('partial@example.com', [
      saveCard('tok-ivy-1', { status: 201 }),
      saveCard('tok-ivy-1', { errorId: 'CC_ALREADY_EXISTS' }),
    ]),
  ),
  realError(
    G,
    'ITEM_NOT_AVAILABLE',
    'Adding a product id the catalogue does not know answers ITEM_NOT_AVAILABLE.',
    [
      guestToken(),
      createCart(),
      addItem({ productId: 'ZZZZ0000XXX' }, { expect: { errorId: 'ITEM_NOT_AVAILABLE' }, save: {} }),
    ],
  ),
  realError(G, 'NO_PRICE', 'The jacket has no USD price in this world: adding it answers NO_PRICE.', {
    setup: { catalogue: [{ productId: 'SPJK0001', prices: { USD: null } }] },
    steps: [
      guestToken(),
      createCart(),
      addItem({ productId: SKU.jacket }, { expect: { errorId: 'NO_PRICE' }, save: {} }),
    ],
  }),
  realError(
    G,
    'INVALID_PRICE',
    'The jacket’s sale price (250.00) is above its original (229.00): adding it answers INVALID_PRICE.',
    {
      setup: { catalogue: [{ productId: 'SPJK0001', prices: { USD: { current: 250, original: 229 } } }] },
      steps: [
        guestToken(),
        createCart(),
        addItem({ productId: SKU.jacket }, { expect: { errorId: 'INVALID_PRICE' }, save: {} }),
      ],
    },
  ),
  realError(
    G,
    'ITEM_OOS',
    'A saved fleece whose home stock another cart reserved cannot move back: ITEM_OOS.',
    signedIn('shopper03@example.com', [
      createCart(),
      addItem({ productId: SKU.lowStockFleece, qty: 2 }),
      saveForLater('save the fleece for later', 'itemId'),
      reserveHomeStock(SKU.lowStockFleece, 2),
      moveBack({ errorId: 'ITEM_OOS' }),
    ]),
  ),
  realError(
    G,
    'ITEMS_OOS',
    'Two saved lines whose home stock was reserved elsewhere cannot move back: ITEMS_OOS.',
    signedIn('shopper04@example.com', [
      createCart(),
      addItem({ productId: SKU.lowStockFleece, qty: 2 }, { save: { fleeceId: 'items.0.id' } }),
      addItem({ productId: SKU.jacket }, { save: { jacketId: 'items.1.id' } }),
      saveForLater('save the fleece for later', 'fleeceId'),
      saveForLater('save the jacket for later', 'jacketId'),
      reserveHomeStock(SKU.lowStockFleece, 2),
      reserveHomeStock(SKU.jacket, 25),
      moveBack({ errorId: 'ITEMS_OOS' }),
    ]),
  ),
  realError(
    G,
    'ADDED_MAX_QUANTITY',
    'Adding to a made-to-order line already at its max of 5 answers ADDED_MAX_QUANTITY.',
    [
      guestToken(),
      createCart(),
      addItem({ productId: SKU.customBackpack, recipeId: 'rcp-0001', qty: 5 }),
      addItem(
        { productId: SKU.customBackpack, recipeId: 'rcp-0001' },
        { expect: { errorId: 'ADDED_MAX_QUANTITY' }, save: {} },
      ),
    ],
  ),
  realError(G, 'GWP_PRODUCT', 'Removing the gift-with-purchase tote answers GWP_PRODUCT.', [
    guestToken(),
    createCart(),
    addItem({ productId: SKU.jacket }),
    step('removeCartItem', {
      name: 'remove the gift line',
      body: (v) => ({ cartId: str(v, 'cartId'), itemId: 'gwp-promo-gwp-tote' }),
      expect: { errorId: 'GWP_PRODUCT' },
    }),
  ]),
  realError(
    G,
    'PAYMENT_ERROR',
    'Patching an order whose 3-D Secure challenge already failed answers PAYMENT_ERROR.',
    [
      guestToken(),
      ...readyCart(),
      addPayment(CHALLENGE_CARD),
      placeOrder({
        name: 'place: the bank asks for a challenge',
        expect: { flash: ['PaymentNotAuthorized'], fields: { status: 'PAYMENT_PENDING' } },
        save: CHALLENGE_SAVE,
      }),
      patchOrder('N', 'the challenge fails', { errorId: 'PAY400' }),
      patchOrder('Y', 'patch the failed order again', { errorId: 'PAYMENT_ERROR' }),
    ],
  ),
  realError(
    G,
    'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    'Placing an order with test card 400000/0119 answers the fraud exception.',
    [
      guestToken(),
      ...readyCart(),
      addPayment(card('400000', '0119')),
      placeOrder({ expect: { errorId: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION' } }),
    ],
  ),
  realError(G, 'CANT_SHIP_THERE', 'A French shipping address on the US site answers CANT_SHIP_THERE.', [
    guestToken(),
    createCart(),
    shipTo({ ...HOME, country: 'FR', countryCode: 'FR' }, { expect: { errorId: 'CANT_SHIP_THERE' } }),
  ]),
  realError(G, 'GC_INVALID2', 'Applying an unknown gift card number answers GC_INVALID2.', [
    guestToken(),
    ...readyCart(),
    giftCard('6006490000000000', '0000', { errorId: 'GC_INVALID2' }),
  ]),
  realError(G, 'GC_ALREADY_APPLIED', 'Applying the same gift card twice answers GC_ALREADY_APPLIED.', [
    guestToken(),
    ...readyCart(),
    giftCard('6006492222222222', '2222'),
    giftCard('6006492222222222', '2222', { errorId: 'GC_ALREADY_APPLIED' }),
  ]),
  realError(G, 'GC_NOT_ALLOWED', 'Paying for an e-gift card with a gift card answers GC_NOT_ALLOWED.', [
    guestToken(),
    createCart(),
    addItem({ productId: 'SPGC0001050OS' }),
    giftCard('6006492222222222', '2222', { errorId: 'GC_NOT_ALLOWED' }),
  ]),
  realError(G, 'GC_ZERO_BALANCE', 'Applying the card issued with 0.00 answers GC_ZERO_BALANCE.', [
    guestToken(),
    ...readyCart(),
    giftCard('6006496666666666', '6666', { errorId: 'GC_ZERO_BALANCE' }),
  ]),
  realError(
    G,
    'ITEM_NO_LONGER_AVAILABLE',
    'Another cart reserves the fleece after this cart took it: place answers ITEM_NO_LONGER_AVAILABLE.',
    [
      guestToken(),
      ...readyCart(SKU.lowStockFleece, 2),
      addPayment(AUTHORISING_CARD),
      reserveHomeStock(SKU.lowStockFleece, 1),
      placeOrder({ expect: { errorId: 'ITEM_NO_LONGER_AVAILABLE' } }),
    ],
  ),
  realError(
    G,
    'CC_EXPIRY_DATE_INVALID',
    'Saving a card expiring more than 20 years ahead answers CC_EXPIRY_DATE_INVALID.',
    signedIn('shopper05@example.com', [
      saveCard('tok-far-future', { errorId: 'CC_EXPIRY_DATE_INVALID' }, TOO_FAR_CARD_YEAR),
    ]),
  ),
  realError(
    G,
    'PAYMENT_INSTRUMENT_NOT_FOUND',
    'Placing an order with no payment instrument on the cart answers PAYMENT_INSTRUMENT_NOT_FOUND.',
    [guestToken(), ...readyCart(), placeOrder({ expect: { errorId: 'PAYMENT_INSTRUMENT_NOT_FOUND' } })],
  ),
  realError(
    G,
    'ADDRESS_NOT_FOUND',
    'Preparing a home-delivery cart without a shipping address answers ADDRESS_NOT_FOUND.',
    [
      guestToken(),
      createCart(),
      addItem({ productId: SKU.jacket }),
      prepareOrder({ expect: { errorId: 'ADDRESS_NOT_FOUND' } }),
    ],
  ),
  realError(
    G,
    'SHIPPING_POBOX_UNAVAILABLE',
    'A PO box taken for postal (standard) delivery, then the line switched back to courier (me): place order answers SHIPPING_POBOX_UNAVAILABLE.',
    [
      guestToken(),
      createCart(),
      addItem({ productId: SKU.jacket }),
      deliverBy('standard'),
      shipTo(PO_BOX_ADDRESS, { name: 'ship to a PO box by post', expect: { status: 200 } }),
      billTo(HOME),
      addPayment(AUTHORISING_CARD),
      deliverBy('me'),
      placeOrder({ expect: { errorId: 'SHIPPING_POBOX_UNAVAILABLE' } }),
    ],
  ),
  realError(G, 'SOME_PRODUCTS_NO_INVENTORY', 'Preparing an empty cart answers SOME_PRODUCTS_NO_INVENTORY.', [
    guestToken(),
    createCart(),
    prepareOrder({ expect: { errorId: 'SOME_PRODUCTS_NO_INVENTORY' } }),
  ]),
];
