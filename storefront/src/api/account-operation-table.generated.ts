// Generated from contracts/registry by scripts/generate-client-tables.ts (npm run generate). Do not edit.
import type { AccountOperationId } from './client-operations';

/** Each operation only account creation, loyalty enrolment and the password pages call as "METHOD /path FLAGS [json|text]"; operation-route.ts reads it. */
export const accountOperationTable: Record<AccountOperationId, string> = {
  signUp: 'POST /consumers-v3/auth/signup 7 json',
  changePassword: 'POST /consumers-v3/consumer/changepassword 15 json',
  confirmForgotPassword: 'POST /consumers-v3/confirmforgotpassword 7 json',
  resetPassword: 'POST /consumers-v3/consumer/resetpassword 7 json',
  getLoyaltyToken: 'POST /consumers-v3/consumer/loyalty/token 11 json',
  lookupConsumer: 'GET /consumers-v3/consumer/lookup 3',
  retrieveUserData: 'POST /consumers-v3/consumer/retrieveUserData 3 json',
  createAddress: 'POST /consumers-v3/consumer/address 11 json',
  updateAddress: 'PUT /consumers-v3/consumer/address/{addressId} 11 json',
  deleteAddress: 'DELETE /consumers-v3/consumer/address/{addressId} 11',
  savePaymentInstrument: 'POST /consumers-v3/consumer/payment_instruments 11 json',
  updatePaymentInstrument: 'PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId} 11 json',
  deletePaymentInstrument: 'DELETE /consumers-v3/consumer/payment_instruments/{paymentInstrumentId} 11',
  getCountryList: 'GET /consumers-v3/utilities/countryList 1',
};
