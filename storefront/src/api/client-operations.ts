import type { OperationId } from '../../../contracts/registry/operations';

/**
 * The registry operations the storefront calls. The client's operation table is generated for these only
 * (scripts/generate-client-tables.ts), so every page does not carry the routes of the whole registry; a
 * call to an operation missing here does not compile. Add the id, then run `npm run generate`.
 */
export const CLIENT_OPERATIONS = [
  // Session and the shopper's account.
  'getToken',
  'signIn',
  'signOut',
  'getConsumer',
  'updateConsumer',
  // Catalogue, search and product.
  'getCatalog',
  'searchProducts',
  'getAutoSuggestions',
  'getProductDetails',
  'getProductInventory',
  'checkProductAvailability',
  'getProductReviews',
  'getProductQuestions',
  'askProductQuestion',
  'flagReview',
  'voteReview',
  'voteAnswer',
  // Content and recommendations.
  'getContentMenu',
  'getContentFooter',
  'getAugmentedPage',
  'getWidgetRecommendations',
  'decidePersonalization',
  // Cart and delivery.
  'createCart',
  'getCart',
  'addCartItem',
  'updateCartItem',
  'removeCartItem',
  'applyCoupon',
  'removeCoupon',
  'getApplicableShippingMethods',
  'setShippingMethod',
  'searchStores',
  'findCollectionPoints',
  // Favorites and saved for later.
  'getFavorites',
  'addFavorite',
  'removeFavoriteItem',
  'getSavedForLater',
  'saveItemForLater',
  'removeSavedForLaterItem',
  'moveSavedItemsToCart',
  // Telemetry: the Core Web Vitals beacon, Content-Security-Policy violations, and contract drift reports in
  // development.
  'ingestPerformance',
  'reportCspViolation',
  'validateResponse',
] as const satisfies readonly OperationId[];

/**
 * The operations only the checkout, the order confirmation and the associate login call. Their routes are a
 * table of their own (checkout-operation-table.generated.ts), registered when the checkout's commerce area
 * loads (api/checkout-operations.ts), so that pages outside checkout do not carry them.
 */
export const CHECKOUT_OPERATIONS = [
  // Associate (buy in store).
  'agentLogin',
  'listStores',
  'listStoreEmployees',
  'addPriceAdjustment',
  'removePriceAdjustment',
  // Shipping (and the server's address rules of both address forms).
  'getCountryI18n',
  'setShippingAddress',
  'validateShippingAddress',
  // Billing and payment.
  'setBillingAddress',
  'getPaymentMethods',
  'addPaymentInstrument',
  'removePaymentInstrument',
  'applyReward',
  'getGiftCardBalance',
  'getPaymentSession',
  'listPaymentInstruments',
  'getLoyaltyVouchers',
  // The order.
  'prepareOrder',
  'placeOrder',
  'patchOrder',
] as const satisfies readonly OperationId[];

/**
 * The operations only account creation, loyalty enrolment and the password pages call. Their routes are a
 * table of their own (account-operation-table.generated.ts), registered when those areas of the commerce
 * adapter load (api/account-operations.ts), so that shop pages do not carry them.
 */
export const ACCOUNT_OPERATIONS = [
  // Issue 24 adds each operation here as its area calls it (then `npm run generate`).
  // Passwords (features/account/passwords).
  'resetPassword',
  'confirmForgotPassword',
  'changePassword',
  'signUp',
  'retrieveUserData',
  'getLoyaltyToken',
  'lookupConsumer',
  // Orders (features/account/orders) and the guest's order status page.
  'getPurchaseHistory',
  'getPurchase',
  'cancelOrder',
  'createReturnLabel',
  'downloadInvoice',
  'resendGiftCardEmail',
  'trackOrder',
  // Favourites shared (features/account/favorites) and customer care (features/account/help).
  'shareFavorites',
  'getSharedFavorites',
  'getContactUsCategories',
  'submitContactUs',
  'submitWarrantyClaim',
  // Loyalty (features/account/loyalty; its vouchers call is the checkout's getLoyaltyVouchers).
  'getLoyaltyWelcomePromo',
  // Overview and profile: the last order is the history's first (getPurchaseHistory, above).
  // Communication preferences (features/account/communication).
  'getServerTime',
  'updateSubscription',
  'updateNotifications',
  // Address book and wallet (features/account/addresses, features/account/wallet).
  'getCountryList',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'savePaymentInstrument',
  'updatePaymentInstrument',
  'deletePaymentInstrument',
] as const satisfies readonly OperationId[];

/**
 * The operations only content pages, content blocks, pop-ups, the newsletter and event forms, the store
 * locator and the product page's later parts call. Their routes are a table of their own
 * (content-operation-table.generated.ts), registered when those commerce areas load (api/content-operations.ts).
 */
export const CONTENT_OPERATIONS = [
  // Content pages (features/content-pages).
  'getContentPage',
  // Article grid (features/content-blocks/articles).
  'searchContent',
  'listContentChildPages',
  // Espots of the category and product pages, the showcase preview tool (commerce/content/espots.ts).
  'getCategoryContent',
  'getProductContent',
  'getContentShowcase',
  // Pop-ups, the newsletter and event sign-up (features/content-blocks/dialogs, features/pop-ups).
  'listContentPopUps',
  'createConsumer',
  'registerForEvent',
  // The store locator's location selector (features/stores/locator).
  'getFapiLocationSelector',
  // The product page's later parts: size guide, back in stock, product sets, translated reviews
  // (features/product/extras, features/reviews).
  'getFapiSizeChart',
  'getFapiFootSizes',
  'subscribeBackInStock',
  'getProductSets',
  'translateReview',
] as const satisfies readonly OperationId[];

/**
 * The experimentation calls, which the experimentation SDK makes (storefront/src/experiments): the datafile,
 * the event log, the customer-data pixel and the qualified segments. Their routes load with its chunk, after
 * targeting consent.
 */
export const EXPERIMENTATION_OPERATIONS = [
  'getDatafile',
  'logExperimentationEvents',
  'sendCustomerDataEvent',
  'fetchQualifiedSegments',
] as const satisfies readonly OperationId[];

/** Every operation the storefront calls, on any page. */
export const ALL_CLIENT_OPERATIONS = [
  ...CLIENT_OPERATIONS,
  ...CHECKOUT_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...CONTENT_OPERATIONS,
  ...EXPERIMENTATION_OPERATIONS,
] as const;

export type CoreOperationId = (typeof CLIENT_OPERATIONS)[number];
export type CheckoutOperationId = (typeof CHECKOUT_OPERATIONS)[number];
export type AccountOperationId = (typeof ACCOUNT_OPERATIONS)[number];
export type ContentOperationId = (typeof CONTENT_OPERATIONS)[number];
export type ExperimentationOperationId = (typeof EXPERIMENTATION_OPERATIONS)[number];
export type ClientOperationId =
  | CoreOperationId
  | CheckoutOperationId
  | AccountOperationId
  | ContentOperationId
  | ExperimentationOperationId;
