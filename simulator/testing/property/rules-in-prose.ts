import type { OperationId } from '../../../contracts/registry/operations';

/**
 * Operations whose contract checks a rule JSON Schema cannot say, so their OpenAPI document states it in
 * words (the field or operation description). Requests generated from the document may break these rules;
 * every other operation's document must be exactly as strict as its contract. `fields` matches the message of
 * the only refusals the contract may add to what the document allows: those naming the rule's own fields.
 */
export const RULES_IN_PROSE: Partial<Record<OperationId, { rule: string; fields: RegExp }>> = {
  getPaymentSession: {
    rule: 'paymentMethodId=CREDIT_CARD or paymentMethod=klarna, not both',
    fields: /^query\.(paymentMethodId|paymentMethod)\b/,
  },
  addPriceAdjustment: {
    rule: 'itemId for ITEM level only; a percent adjustment is at most 100',
    fields: /^body\.(itemId|value)\b/,
  },
  updatePriceAdjustment: {
    rule: 'type and value together; a percent adjustment is at most 100',
    fields: /^body\.(type|value)\b/,
  },
  createConsumer: {
    rule: 'a subscription recipient fits its channel (email or +digits)',
    fields: /^body\.consumerProfile\.subscriptions\.\d+\.recipient\b/,
  },
  updateConsumer: {
    rule: 'a subscription recipient fits its channel (email or +digits)',
    fields: /^body\.consumerProfile\.subscriptions\.\d+\.recipient\b/,
  },
  createSubscription: {
    rule: 'a subscription recipient fits its channel (email or +digits)',
    fields: /^body\.consumerProfile\.subscriptions\.\d+\.recipient\b/,
  },
  updateSubscription: {
    rule: 'a subscription recipient fits its channel (email or +digits)',
    fields: /^body\.consumerProfile\.subscriptions\.\d+\.recipient\b/,
  },
  findCollectionPoints: { rule: 'postalCode, or both lat and lng', fields: /^body\.(postalCode|lat|lng)\b/ },
  sendCustomerDataEvent: { rule: 'query: at least one identifier', fields: /^query\b/ },
  searchStores: { rule: 'query postalCode, or both lat and lng', fields: /^query\.(postalCode|lat|lng)\b/ },
  signUp: {
    rule: 'a phone needs its phoneCode; loyalty enrollment needs loyaltyNewsletterConsent',
    fields: /^body\.(phone|phoneCode|subscriptions\.loyaltyNewsletterConsent)\b/,
  },
  subscribeBackInStock: { rule: 'the sku belongs to the product', fields: /^body\.sku\b/ },
  updatePaymentInstrument: { rule: 'expiryMonth and expiryYear change together', fields: /^body\b/ },
  updateCartItem: { rule: 'something to change besides itemId', fields: /^body\b/ },
  createCartWithItem: {
    rule: 'query productId or upc (OpenAPI parameters cannot say one of two)',
    fields: /^query\.(productId|upc)\b/,
  },
};
