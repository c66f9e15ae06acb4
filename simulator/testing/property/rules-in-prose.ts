import type { OperationId } from '../../../contracts/registry/operations';

/**
 * Operations whose contract checks a rule JSON Schema cannot say, so their OpenAPI document states it in
 * words (the field or operation description). Requests generated from the document may break these rules;
 * every other operation's document must be exactly as strict as its contract.
 */
export const RULES_IN_PROSE: Partial<Record<OperationId, string>> = {
  getPaymentSession: 'paymentMethodId=CREDIT_CARD or paymentMethod=klarna, not both',
  addPriceAdjustment: 'itemId for ITEM level only; a percent adjustment is at most 100',
  updatePriceAdjustment: 'type and value together; a percent adjustment is at most 100',
  createConsumer: 'a subscription recipient fits its channel (email or +digits)',
  updateConsumer: 'a subscription recipient fits its channel (email or +digits)',
  createSubscription: 'a subscription recipient fits its channel (email or +digits)',
  updateSubscription: 'a subscription recipient fits its channel (email or +digits)',
  findCollectionPoints: 'postalCode, or both lat and lng',
  sendCustomerDataEvent: 'query: at least one identifier',
  searchStores: 'query postalCode, or both lat and lng',
  signUp: 'a phone needs its phoneCode; loyalty enrollment needs loyaltyNewsletterConsent',
  subscribeBackInStock: 'the sku belongs to the product',
  updatePaymentInstrument: 'expiryMonth and expiryYear change together',
  updateCartItem: 'something to change besides itemId',
  createCartWithItem: 'query productId or upc (OpenAPI parameters cannot say one of two)',
};
