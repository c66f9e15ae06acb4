import { describe, expect, it } from 'vitest';
import { operationKey } from './define-operations';
import { operationList } from './operations';

/**
 * Every call of spec 000 section 7 and spec 001 section 7, written out by hand from the spec text (not
 * derived from the registry), so a call the registry lacks fails here. Where the spec abbreviates a path
 * with "..." it is expanded (docs/decisions.md, "Abbreviated paths").
 */
const SPEC_CALLS = `
# spec 000: Authentication
POST /token/v2/auth/token
POST /consumers-v3/auth/signin
POST /consumers-v3/consumer/auth/signout
POST /consumers-v3/auth/signup
POST /consumers-v3/consumer/changepassword
POST /consumers-v3/confirmforgotpassword
POST /consumers-v3/consumer/resetpassword
POST /consumers-v3/consumer/agent/login
# spec 000: Cart and checkout
POST /cart/v1/cart
POST /cart/v1/cartWithItem
POST /cart/v1/reserveWithItem
GET /cart/v1/cart/{basketId}
POST /cart/v1/item
DELETE /cart/v1/item
PUT /cart/v1/cart/{basketId}/item
PUT /cart/v1/coupon
DELETE /cart/v1/coupon
POST /cart/v1/shippingMethod
GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}
POST /cart/v2/cart/{basketId}/shippingAddress
DELETE /cart/v2/cart/{basketId}/shippingAddress
POST /cart/v1/cart/{basketId}/shippingAddress/validation
POST /cart/v1/cart/{basketId}/billingAddress
DELETE /cart/v1/cart/{basketId}/billingAddress
GET /cart/v1/cart/{basketId}/paymentMethods
POST /cart/v1/cart/{basketId}/paymentInstruments
DELETE /cart/v1/cart/{basketId}/paymentInstruments
PUT /cart/v1/cart/{basketId}/reward
PUT /cart/v2/saveForLater
POST /cart/v2/cart/{basketId}/saveForLater
DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}
POST /cart/v1/giftcard/balance
GET /cart/v1/paymentSession
POST /cart/v1/cart/prepareOrder
PUT /cart/v2/checkout/order
PATCH /cart/v2/checkout/order/{orderNumber}
POST /cart/v1/deviceFingerPrint
POST /cart/v1/cart/{basketId}/price_adjustments
PATCH /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}
DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}
# spec 000: Consumer
GET /consumers-v3/consumer
PUT /consumers-v3/consumer
POST /consumers-v3/consumer
POST /consumers-v3/consumer/loyalty/token
GET /consumers-v3/consumer/loyalty/promo/welcome
GET /consumers-v3/consumer/loyalty/vouchers
GET /consumers-v3/consumer/lookup
GET /consumers-v3/consumer/subscription
PUT /consumers-v3/consumer/subscription
POST /consumers-v3/consumer/subscription
GET /consumers-v3/consumer/payment_instruments
POST /consumers-v3/consumer/payment_instruments
PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}
DELETE /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}
GET /consumers-v3/consumer/purchase/{orderId}
POST /consumers-v3/consumer/purchase/invoice/download
POST /consumers-v3/consumer/purchasehistory
POST /consumers-v3/consumer/return/{orderId}/returnLabel
POST /consumers-v3/consumer/TrackOrder
POST /consumers-v3/consumer/address
PUT /consumers-v3/consumer/address/{addressId}
DELETE /consumers-v3/consumer/address/{addressId}
POST /consumers-v3/consumer/CancelOrder
POST /consumers-v3/consumer/resendGiftCardEmail
POST /consumers-v3/consumer/retrieveUserData
PUT /consumers-v3/consumer/notification
POST /consumers-v3/consumer/event-registration
POST /consumers-v3/consumer/warranty
POST /consumers-v3/contactus
GET /consumers-v3/contactus/categorySubject
# spec 000: Other
POST /fapi/performance/ingest
POST /fapi/api/validate-response/{contract}
GET /fapi/server/time
# spec 001: Utilities
GET /consumers-v3/utilities/countryList
GET /consumers-v3/utilities/i18n/{countryCode}
GET /consumers-v3/utilities/stores
GET /consumers-v3/utilities/stores/{storeId}/employees
# spec 001: Content
GET /{mode}/caas/v1/canvas/augmentedpage/{siteId}/{page}
GET /{mode}/caas/v1/canvas/category/{siteId}/{categoryId}
GET /{mode}/caas/v1/canvas/search/{siteId}/{searchType}
GET /{mode}/caas/v1/canvas/footer/{siteId}
GET /{mode}/caas/v1/canvas/fragment/{fragmentId}
GET /{mode}/caas/v1/canvas/menu/{siteId}
GET /{mode}/caas/v1/canvas/page/{siteId}/{page}
GET /{mode}/caas/v1/canvas/children/{siteId}/{parentPageSlug}
GET /{mode}/caas/v1/canvas/popups/{siteId}
GET /{mode}/caas/v1/canvas/product/{siteId}/{productId}
GET /{mode}/caas/v1/canvas/showcase/{siteId}/{docType}
GET /fapi/components/collections
GET /fapi/components/footer
GET /fapi/components/foot-sizes
GET /fapi/components/search
GET /fapi/components/size-chart/{productType}
GET /fapi/components/utility
GET /fapi/pages/location-selector
GET /fapi/pages/{page}
# spec 001: Personalization decision
POST /api/engine/v1/decide/{brand}
# spec 001: Experimentation (hosts are the CDN and event hosts; paths chosen where not shown)
GET /datafiles/{sdkKey}.json
POST /v1/events
GET /event
POST /v3/graphql
# spec 001: Catalogue
GET /products/v2/products/{productId}/details
POST /products/v1/products/{productId}/availability
GET /products/v2/products/{productId}/inventory
GET /products/v1/products/{productId}/reviews
POST /products/v1/products/{productId}/review/{reviewId}/flag
POST /products/v1/products/{productId}/review/{reviewId}/vote
GET /products/v2/products/{productId}/productSets
GET /products/v2/products/{productSetId}/productSet
POST /products/v1/review/{reviewId}/translate
GET /products/v2/catalog
PUT /products/v1/notifications
GET /products/v2/search/productSearch
GET /products/v2/search/autoSuggest
GET /products/v1/products/{productId}/reviews/questions
POST /products/v1/products/{productId}/reviews/questions
POST /products/v1/products/{productId}/review/{answerId}/questions/vote
GET /products/v1/widgetRecommendations
# spec 001: Stores
POST /stores/v1/collectionPoints
POST /stores/v1/search
# spec 001: Wishlists
GET /wishlists/v2/favorites
POST /wishlists/v2/favorites
GET /wishlists/v2/saveForLater
GET /wishlists/v2/favorites/{favoriteId}/share
POST /wishlists/v2/favorites/{favoriteId}/share
DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}
`
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/**
 * Calls this project adds beyond the specifications, each with its reason: the storefront's
 * Content-Security-Policy reports its violations (docs/decisions.md, "Content-Security-Policy").
 */
const PROJECT_CALLS = ['POST /fapi/csp/report'];

describe('registry coverage of both specifications', () => {
  const registered = operationList.map(operationKey);

  it('lists each spec call once in this inventory', () => {
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
    expect(SPEC_CALLS.length).toBe(126);
  });

  it.each(SPEC_CALLS)('registers %s', (call) => {
    expect(registered).toContain(call);
  });

  it('registers nothing the specs do not call, beyond the listed project calls', () => {
    expect(registered.filter((key) => !SPEC_CALLS.includes(key))).toEqual(PROJECT_CALLS);
  });
});
