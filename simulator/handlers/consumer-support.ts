import type { AreaHandlers } from '../core/handler-types';
import { emailFailure } from '../domain/consumer/consumer-rules';
import { contactCategories } from '../domain/consumer/contact-categories';
import { failure, isFailure } from '../domain/failure';
import { resolveSession } from '../services/auth/session-service';
import { consumerWithProfile } from '../services/consumer/consumer-access';
import { openCase, registerForEvent } from '../services/consumer/support-requests';

/** Event registration, warranty claims and contact us (contracts/operations/consumer-support.ts). */
export const consumerSupportHandlers = {
  /**
   * Needs a signed-in consumer with a profile, an event the content offers and a registration that fits it
   * (domain/consumer/event-registration.ts); registering again for the same event answers the same id.
   */
  registerForEvent: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const bad = emailFailure(body.email);
    if (bad) return bad;
    const registrationId = await registerForEvent(world, found.account, body);
    if (isFailure(registrationId)) return registrationId;
    return { body: { registrationId, eventId: body.eventId, status: 'REGISTERED' as const } };
  },

  submitWarrantyClaim: async ({ body, accessToken, world }) => {
    const bad = emailFailure(body.payload.email);
    if (bad) return bad;
    const consumerId = resolveSession(world, accessToken)?.consumerId;
    return { body: await openCase(world, 'Warranty', body.organization, body.payload.email, consumerId) };
  },

  /** Guests too. The category and subject must be codes of the category list (else API400 naming them). */
  submitContactUs: async ({ body, headers, accessToken, world }) => {
    const bad = emailFailure(body.payload.email);
    if (bad) return bad;
    const category = contactCategories(headers['x-locale']).categories.find(
      (c) => c.code === body.payload.category,
    );
    if (!category)
      return failure('API400', `body.payload.category: unknown category ${body.payload.category}`);
    if (!category.subjects.some((s) => s.code === body.payload.subject)) {
      return failure(
        'API400',
        `body.payload.subject: ${body.payload.subject} is not a subject of ${category.code}`,
      );
    }
    const consumerId = resolveSession(world, accessToken)?.consumerId;
    return { body: await openCase(world, 'ContactUs', body.organization, body.payload.email, consumerId) };
  },

  getContactUsCategories: ({ headers }) => ({ body: contactCategories(headers['x-locale']) }),
} satisfies AreaHandlers;
