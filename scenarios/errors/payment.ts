import { guestToken } from '../flows/common-steps';
import {
  ALASKA,
  addItem,
  addPayment,
  billTo,
  card,
  createCart,
  HOME,
  placeOrder,
  prepareOrder,
  readyCart,
  SKU,
  shipTo,
} from '../flows/flow-steps';
import { type Scenario, step } from '../scenario';
import { realError, saveCard, signedIn } from './helpers';

/** Payment group: saved cards, instruments on the cart and place order. */
const G = 'payment';

export const paymentErrorScenarios: Scenario[] = [
  realError(
    G,
    'PYT300',
    'Saving the same card (bin, last four, expiry) under a new token answers PYT300.',
    signedIn('partial@example.com', [
      saveCard('tok-ivy-1', { status: 201 }),
      saveCard('tok-ivy-2', { errorId: 'PYT300' }),
    ]),
  ),
  realError(G, 'PYT400', 'Placing a 229.00 order paid only by a 50.00 gift card answers PYT400.', [
    guestToken(),
    ...readyCart(),
    addPayment({ payment_method_id: 'GIFT_CARD' as const, giftCardNumber: '6006491111111111', pin: '1111' }),
    placeOrder({ code: 'GIFT_CARD', expect: { errorId: 'PYT400' } }),
  ]),
  realError(
    G,
    'PYT404',
    'Deleting a saved card that does not exist answers PYT404.',
    signedIn('shopper07@example.com', [
      step('deletePaymentInstrument', {
        name: 'delete an unknown saved card',
        params: { paymentInstrumentId: 'pi-nope' },
        expect: { errorId: 'PYT404' },
      }),
    ]),
  ),
  realError(G, 'PAY400', 'Placing a Klarna order before Klarna authorised it answers PAY400.', [
    guestToken(),
    ...readyCart(),
    addPayment({ payment_method_id: 'KLARNA' as const }, { name: 'open a Klarna session' }),
    placeOrder({ code: 'KLARNA', expect: { errorId: 'PAY400' } }),
  ]),
  realError(G, 'FE309', 'Adding an expired card to the cart answers FE309.', [
    guestToken(),
    ...readyCart(),
    addPayment(
      { ...card('411111', '1111'), card: { ...card('411111', '1111').card, expiryYear: 2020 } },
      {
        name: 'pay with a card that expired in 2020',
        expect: { errorId: 'FE309' },
      },
    ),
  ]),
  realError(G, 'PAY401', 'Preparing a Klarna-paid home delivery to Alaska answers PAY401.', [
    guestToken(),
    createCart(),
    addItem({ productId: SKU.jacket }),
    shipTo(ALASKA, { expect: {} }),
    billTo(HOME),
    addPayment({ payment_method_id: 'KLARNA' as const, authorization_token: 'klarna-ok' }),
    prepareOrder({ expect: { errorId: 'PAY401' } }),
  ]),
  realError(G, 'PYT402', 'Adding the fraud test card (400000/0119) to keep it answers PYT402.', [
    guestToken(),
    ...readyCart(),
    addPayment(
      { ...card('400000', '0119'), saveCard: true, recaptcha_response: 'bot-check-ok' },
      { name: 'pay with the fraud test card and save it', expect: { errorId: 'PYT402' } },
    ),
  ]),
];
