import type { RequestBodyInputOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { BuyInStoreSession } from '../session-state';

type Cart = ResponseBodyOf<'getCart'>;
type Instrument = NonNullable<Cart['payment_instruments']>[number];
export type PlaceOrderBody = RequestBodyInputOf<'placeOrder'>;

/**
 * The instrument the order names in paymentMethod: the one that authorises (card, Klarna, PayPal), else
 * the first (a gift card or athlete payment covering everything). The server checks it is on the cart.
 */
function payingInstrument(cart: Pick<Cart, 'payment_instruments'>): Instrument | undefined {
  const instruments = cart.payment_instruments ?? [];
  return (
    instruments.find((i) => ['CREDIT_CARD', 'KLARNA', 'PAYPAL'].includes(i.payment_method_id)) ??
    instruments[0]
  );
}

/**
 * The place-order body (spec 000 section 7): the bot-check token, the cart, its billing address, the
 * paying instrument (with BIN and brand for a card), and inStoreSalesInfo when an associate sells in store.
 */
export function placeOrderBody(
  cart: Pick<Cart, 'id' | 'payment_instruments' | 'billingAddress'>,
  botCheckToken: string,
  buyInStore?: BuyInStoreSession,
): PlaceOrderBody {
  const paying = payingInstrument(cart);
  const card = paying?.payment_method_id === 'CREDIT_CARD' ? paying.card : undefined;
  return {
    recaptcha_response: botCheckToken,
    cartId: cart.id,
    ...(cart.billingAddress ? { billingAddress: cart.billingAddress } : {}),
    paymentMethod: {
      code: paying?.payment_method_id ?? 'CREDIT_CARD',
      ...(paying ? { id: paying.payment_instrument_id } : {}),
      ...(card?.bin ? { bin: card.bin } : {}),
      ...(card ? { type: card.cardType } : {}),
    },
    ...(buyInStore
      ? { inStoreSalesInfo: { storeId: buyInStore.storeId, storeEmployeeId: buyInStore.storeEmployeeId } }
      : {}),
  };
}
