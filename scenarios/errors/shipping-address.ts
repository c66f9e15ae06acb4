import { guestToken } from '../flows/common-steps';
import {
  AUTHORISING_CARD,
  addItem,
  addPayment,
  billTo,
  createCart,
  HOME,
  prepareOrder,
  SKU,
  shipTo,
  str,
} from '../flows/flow-steps';
import { type Scenario, step } from '../scenario';
import { realError, signedIn } from './helpers';

/** Shipping and address group (docs/decisions.md, carts and address book). */
const G = 'shipping-address';

const BOOK_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Lima',
  addressLine1: '9 Pike St',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  phone: '2065550101',
  phoneCode: '1-US',
  email: 'ana@example.com',
  approachType: 'S' as const,
};

export const shippingAddressErrorScenarios: Scenario[] = [
  realError(G, 'SHP404', 'Picking up a line at store 0810, which offers no pickup, answers SHP404.', [
    guestToken(),
    createCart(),
    addItem({ productId: SKU.jacket }),
    step('setShippingMethod', {
      name: 'pickup at 0810',
      body: (v) => ({
        cartId: str(v, 'cartId'),
        itemIds: [str(v, 'itemId')],
        code: 'pickup' as const,
        storeId: '0810',
      }),
      expect: { errorId: 'SHP404' },
    }),
  ]),
  realError(G, 'SHP500', 'A PO box shipping address answers SHP500.', [
    guestToken(),
    createCart(),
    shipTo({ ...HOME, addressLine1: 'PO Box 123' }, { expect: { errorId: 'SHP500' } }),
  ]),
  realError(G, 'SHP410', 'A shipping address without a phone answers SHP410.', [
    guestToken(),
    createCart(),
    shipTo({ ...HOME, phone: '' }, { expect: { errorId: 'SHP410' } }),
  ]),
  realError(
    G,
    'CHK380',
    'An address book entry in an unsupported country answers CHK380.',
    signedIn('shopper06@example.com', [
      step('createAddress', {
        name: 'save an address in Narnia',
        body: { ...BOOK_ADDRESS, country: 'Narnia' },
        expect: { errorId: 'CHK380' },
      }),
    ]),
  ),
  realError(G, 'CHK320', 'A shipping address with a malformed ZIP code answers CHK320 naming postalCode.', [
    guestToken(),
    createCart(),
    shipTo({ ...HOME, postalCode: 'ABCDE' }, { expect: { errorId: 'CHK320' } }),
  ]),
  realError(G, 'BILL410', 'A billing address without a phone answers BILL410.', [
    guestToken(),
    createCart(),
    billTo({ ...HOME, phone: '' }, { expect: { errorId: 'BILL410' } }),
  ]),
  realError(
    G,
    'PYT405',
    'Shipping to an address book entry (addr-reg-2) and deleting it from the book before preparing answers PYT405.',
    signedIn('registered@example.com', [
      createCart(),
      addItem({ productId: SKU.jacket }),
      shipTo(
        { ...BOOK_ADDRESS, addressLine1: '400 Broad St', postalCode: '98109', addressId: 'addr-reg-2' },
        { name: 'ship to the saved address 400 Broad St' },
      ),
      billTo(HOME),
      addPayment(AUTHORISING_CARD),
      step('deleteAddress', {
        name: 'delete 400 Broad St from the address book',
        params: { addressId: 'addr-reg-2' },
        expect: { status: 204 },
      }),
      prepareOrder({ expect: { errorId: 'PYT405' } }),
    ]),
  ),
  realError(
    G,
    'PYT406',
    'Paying with the saved card pi-reg-3, whose billing address lacks the city and postal code, and no other billing address: prepare answers PYT406.',
    signedIn('registered@example.com', [
      createCart(),
      addItem({ productId: SKU.jacket }),
      shipTo(HOME),
      addPayment(
        { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: 'pi-reg-3' },
        { name: 'pay with the saved card pi-reg-3' },
      ),
      prepareOrder({ expect: { errorId: 'PYT406' } }),
    ]),
  ),
  realError(G, 'BIL400', 'Preparing a cart paid by a new card without any billing address answers BIL400.', [
    guestToken(),
    createCart(),
    addItem({ productId: SKU.jacket }),
    shipTo(HOME),
    addPayment(AUTHORISING_CARD),
    prepareOrder({ expect: { errorId: 'BIL400' } }),
  ]),
];
