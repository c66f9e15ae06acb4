// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.
import type { CheckoutOperationId } from './client-operations';

/** Each operation only checkout, order confirmation and the associate login call as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */
export const checkoutOperationTable: Record<CheckoutOperationId, string> = {
  agentLogin: 'POST /consumers-v3/consumer/agent/login 7 json',
  setShippingAddress: 'POST /cart/v2/cart/{basketId}/shippingAddress 1 json',
  validateShippingAddress: 'POST /cart/v1/cart/{basketId}/shippingAddress/validation 1 json',
  setBillingAddress: 'POST /cart/v1/cart/{basketId}/billingAddress 1 json',
  getPaymentMethods: 'GET /cart/v1/cart/{basketId}/paymentMethods 1',
  addPaymentInstrument: 'POST /cart/v1/cart/{basketId}/paymentInstruments 1 json',
  removePaymentInstrument: 'DELETE /cart/v1/cart/{basketId}/paymentInstruments 1 json',
  applyReward: 'PUT /cart/v1/cart/{basketId}/reward 1 json',
  getGiftCardBalance: 'POST /cart/v1/giftcard/balance 1 json',
  addPriceAdjustment: 'POST /cart/v1/cart/{basketId}/price_adjustments 1 json',
  removePriceAdjustment: 'DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId} 1',
  getPaymentSession: 'GET /cart/v1/paymentSession 1',
  prepareOrder: 'POST /cart/v1/cart/prepareOrder 1 json',
  placeOrder: 'PUT /cart/v2/checkout/order 1 json',
  patchOrder: 'PATCH /cart/v2/checkout/order/{orderNumber} 1 json',
  getLoyaltyVouchers: 'GET /consumers-v3/consumer/loyalty/vouchers 3',
  listPaymentInstruments: 'GET /consumers-v3/consumer/payment_instruments 3',
  getCountryI18n: 'GET /consumers-v3/utilities/i18n/{countryCode} 1',
  listStores: 'GET /consumers-v3/utilities/stores 1',
  listStoreEmployees: 'GET /consumers-v3/utilities/stores/{storeId}/employees 1',
};
