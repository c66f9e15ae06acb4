import { sessionCallHeaders as headers } from '../common/headers';
import { eventRegistrationRequest, eventRegistrationResponse } from '../entities/consumer-misc';
import { contactCategories, contactUsRequest, supportCase, warrantyRequest } from '../entities/support-case';
import { defineOperations } from '../registry/define-operations';

const CASE_ERRORS = ['ATTR100', 'ATTR200', 'ATTR300'] as const;

/** Event registration, warranty claims and contact-us (part of the consumer area). */
export const consumerSupportOperations = defineOperations('consumer', {
  registerForEvent: {
    method: 'post',
    path: '/consumers-v3/consumer/event-registration',
    summary: 'Register the signed-in consumer for an event',
    request: { headers, body: eventRegistrationRequest },
    response: { status: 201, description: 'Registered.', body: eventRegistrationResponse },
    errorIds: ['AUT401', 'PRO404', 'AUT453', 'API404', 'CCN404', 'API400'],
    notShown:
      'Response not shown: 201 with registrationId, eventId and status REGISTERED. Refusals: an event the ' +
      'content does not offer API404; an email not the signed-in consumer’s CCN404; attending days that are not ' +
      'dates from the event start to end inclusive, or a plus-one the event does not enable, API400.',
  },
  submitWarrantyClaim: {
    method: 'post',
    path: '/consumers-v3/consumer/warranty',
    summary: 'Open a warranty claim',
    request: { headers, body: warrantyRequest },
    response: { status: 201, description: 'Case opened.', body: supportCase },
    errorIds: [...CASE_ERRORS, 'AUT453'],
    notShown:
      'Payload not shown: { requestType: Warranty, organization, payload } (the three parts ATTR100/200/300 name) ' +
      'with contact, address, product, purchase date and issue; answers 201 with the case number.',
  },
  submitContactUs: {
    method: 'post',
    path: '/consumers-v3/contactus',
    summary: 'Send a contact-us message to customer care',
    request: { headers, body: contactUsRequest },
    response: { status: 201, description: 'Case opened.', body: supportCase },
    errorIds: [...CASE_ERRORS, 'AUT453'],
    notShown:
      'Payload not shown: { requestType: ContactUs, organization, payload } with contact, category and subject ' +
      'codes and the message; answers 201 with the case number.',
  },
  getContactUsCategories: {
    method: 'get',
    path: '/consumers-v3/contactus/categorySubject',
    summary: 'Contact-us categories and their subjects',
    request: { headers },
    response: {
      status: 200,
      description: 'Categories with subjects, labels in the request locale.',
      body: contactCategories,
    },
    errorIds: ['GEN500'],
    notShown: 'Response not shown: categories [{code, label, subjects [{code, label}]}].',
  },
});
