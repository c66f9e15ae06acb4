// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.
import type { CheckoutOperationId } from './client-operations';

/** Each operation only checkout, order confirmation and the associate login call as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */
export const checkoutOperationTable: Record<CheckoutOperationId, string> = {
  agentLogin: 'POST /consumers-v3/consumer/agent/login 15 json',
  setShippingAddress: 'POST /cart/v2/cart/{basketId}/shippingAddress 9 json',
  validateShippingAddress: 'POST /cart/v1/cart/{basketId}/shippingAddress/validation 9 json',
  setBillingAddress: 'POST /cart/v1/cart/{basketId}/billingAddress 9 json',
  getPaymentMethods: 'GET /cart/v1/cart/{basketId}/paymentMethods 9',
  addPaymentInstrument: 'POST /cart/v1/cart/{basketId}/paymentInstruments 9 json',
  removePaymentInstrument: 'DELETE /cart/v1/cart/{basketId}/paymentInstruments 9 json',
  applyReward: 'PUT /cart/v1/cart/{basketId}/reward 9 json',
  getGiftCardBalance: 'POST /cart/v1/giftcard/balance 1 json',
  addPriceAdjustment: 'POST /cart/v1/cart/{basketId}/price_adjustments 9 json',
  removePriceAdjustment: 'DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId} 9',
  getPaymentSession: 'GET /cart/v1/paymentSession 9',
  prepareOrder: 'POST /cart/v1/cart/prepareOrder 9 json',
  placeOrder: 'PUT /cart/v2/checkout/order 9 json',
  patchOrder: 'PATCH /cart/v2/checkout/order/{orderNumber} 9 json',
  getLoyaltyVouchers: 'GET /consumers-v3/consumer/loyalty/vouchers 11',
  listPaymentInstruments: 'GET /consumers-v3/consumer/payment_instruments 11',
  getCountryI18n: 'GET /consumers-v3/utilities/i18n/{countryCode} 1',
  listStores: 'GET /consumers-v3/utilities/stores 1',
  listStoreEmployees: 'GET /consumers-v3/utilities/stores/{storeId}/employees 1',
};
