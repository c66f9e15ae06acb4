import { sessionCallHeaders as headers } from '../common/headers';
import { addressId, paymentInstrumentId } from '../common/ids';
import { address, approachType } from '../entities/address';
import {
  saveCardRequest,
  saveCardResponse,
  savedPaymentInstrument,
  savedPaymentMethodId,
  updateSavedCardRequest,
} from '../entities/saved-payment-instrument';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

const ADDRESS_FORM_ERRORS = ['CHK320', 'CHK380', 'SHP410'] as const;
const addressParams = z.object({ addressId });
const instrumentParams = z.object({ paymentInstrumentId });

/** A saved address must say whether it is a shipping (S) or billing (B) address. */
const addressBody = address.extend({ approachType }).openapi('ConsumerAddressRequest');

/** The consumer's saved addresses and payment instruments (part of the consumer area). */
export const consumerAccountOperations = defineOperations('consumer', {
  createAddress: {
    method: 'post',
    path: '/consumers-v3/consumer/address',
    summary: 'Save an address to the profile',
    description:
      'The first address of a type becomes main; main true clears the flag on the other of that type.',
    request: { headers, body: addressBody },
    response: { status: 201, description: 'Address saved.', body: z.object({ addressId }) },
    errorIds: ['AUT401', 'PRO404', 'CCA400', ...ADDRESS_FORM_ERRORS],
    notShown: 'Answers 201 { addressId }. approachType is required on saved addresses.',
  },
  updateAddress: {
    method: 'put',
    path: '/consumers-v3/consumer/address/{addressId}',
    summary: 'Replace a saved address',
    request: { headers, params: addressParams, body: addressBody },
    response: { status: 200, description: 'The saved address.', body: address },
    errorIds: ['AUT401', 'PRO404', 'CCA401', ...ADDRESS_FORM_ERRORS],
    notShown: 'Answers the stored address.',
  },
  deleteAddress: {
    method: 'delete',
    path: '/consumers-v3/consumer/address/{addressId}',
    summary: 'Delete a saved address',
    request: { headers, params: addressParams },
    response: { status: 204, description: 'Deleted.' },
    errorIds: ['AUT401', 'PRO404', 'CCA401', 'PRO414'],
    notShown: 'Answers 204. The billing address of a saved card cannot be deleted (PRO414).',
  },
  listPaymentInstruments: {
    method: 'get',
    path: '/consumers-v3/consumer/payment_instruments',
    summary: 'Saved instruments of one kind',
    request: { headers, query: z.object({ payment_method_id: savedPaymentMethodId }) },
    response: {
      status: 200,
      description: 'The saved instruments of that kind, main card first.',
      body: z
        .object({ payment_instruments: z.array(savedPaymentInstrument) })
        .openapi('SavedPaymentInstruments'),
    },
    errorIds: ['AUT401', 'PRO404'],
    notShown: 'Response not shown: { payment_instruments: [...] } discriminated by payment_method_id.',
  },
  savePaymentInstrument: {
    method: 'post',
    path: '/consumers-v3/consumer/payment_instruments',
    summary: 'Save a tokenized card to the account',
    request: { headers, body: saveCardRequest },
    response: { status: 201, description: 'Card saved.', body: saveCardResponse },
    errorIds: [
      'AUT401',
      'AUT403',
      'PRO404',
      'PYT300',
      'PYT402',
      'CC_ALREADY_EXISTS',
      'FE309',
      'CC_EXPIRY_DATE_INVALID',
      ...ADDRESS_FORM_ERRORS,
    ],
    notShown:
      'Payload not shown beyond the bot-check: the provider token with bin, last four, type, expiry, holder and ' +
      'billing address; answers 201 { card }. A past expiry answers FE309 or CC_EXPIRY_DATE_INVALID; the ' +
      'fraud test card (400000/0119) PYT402.',
  },
  updatePaymentInstrument: {
    method: 'patch',
    path: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}',
    summary: 'Make a saved card main, or change its expiry or billing address',
    request: { headers, params: instrumentParams, body: updateSavedCardRequest },
    response: { status: 200, description: 'The updated instrument.', body: savedPaymentInstrument },
    errorIds: ['AUT401', 'PRO404', 'PYT404', 'FE309', 'CC_EXPIRY_DATE_INVALID', ...ADDRESS_FORM_ERRORS],
    notShown:
      'Payload not shown: any of main (true), expiryMonth with expiryYear, address; answers the instrument.',
  },
  deletePaymentInstrument: {
    method: 'delete',
    path: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}',
    summary: 'Remove a saved instrument',
    request: { headers, params: instrumentParams },
    response: { status: 204, description: 'Removed.' },
    errorIds: ['AUT401', 'PRO404', 'PYT404'],
    notShown: 'Answers 204. Removing the main card makes the most recent other card main.',
  },
});
