// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.
import type { AccountOperationId } from './client-operations';

/** Each operation only account creation, loyalty enrolment and the password pages call as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */
export const accountOperationTable: Record<AccountOperationId, string> = {
  signUp: 'POST /consumers-v3/auth/signup 7 json',
  changePassword: 'POST /consumers-v3/consumer/changepassword 15 json',
  confirmForgotPassword: 'POST /consumers-v3/confirmforgotpassword 7 json',
  resetPassword: 'POST /consumers-v3/consumer/resetpassword 7 json',
  getLoyaltyToken: 'POST /consumers-v3/consumer/loyalty/token 11 json',
  getLoyaltyWelcomePromo: 'GET /consumers-v3/consumer/loyalty/promo/welcome 11',
  lookupConsumer: 'GET /consumers-v3/consumer/lookup 3',
  retrieveUserData: 'POST /consumers-v3/consumer/retrieveUserData 3 json',
  updateSubscription: 'PUT /consumers-v3/consumer/subscription 11 json',
  updateNotifications: 'PUT /consumers-v3/consumer/notification 11 json',
  getPurchase: 'GET /consumers-v3/consumer/purchase/{orderId} 11',
  downloadInvoice: 'POST /consumers-v3/consumer/purchase/invoice/download 11 json',
  getPurchaseHistory: 'POST /consumers-v3/consumer/purchasehistory 11 json',
  createReturnLabel: 'POST /consumers-v3/consumer/return/{orderId}/returnLabel 11 json',
  trackOrder: 'POST /consumers-v3/consumer/TrackOrder 3 json',
  cancelOrder: 'POST /consumers-v3/consumer/CancelOrder 11 json',
  resendGiftCardEmail: 'POST /consumers-v3/consumer/resendGiftCardEmail 11 json',
  submitWarrantyClaim: 'POST /consumers-v3/consumer/warranty 3 json',
  submitContactUs: 'POST /consumers-v3/contactus 3 json',
  getContactUsCategories: 'GET /consumers-v3/contactus/categorySubject 3',
  getServerTime: 'GET /fapi/server/time 0',
  getSharedFavorites: 'GET /wishlists/v2/favorites/{favoriteId}/share 3',
  shareFavorites: 'POST /wishlists/v2/favorites/{favoriteId}/share 11 json',
};
