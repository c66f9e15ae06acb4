import { failure } from '../core/failure';
import type { AreaHandlers } from '../core/handler-types';
import type { World } from '../core/world';
import { findEvent } from '../db/seed/content-events';
import { emailFailure } from '../domain/consumer/consumer-rules';
import { contactCategories } from '../domain/consumer/contact-categories';
import { eventRegistrationFailure } from '../domain/consumer/event-registration';
import { resolveSession } from '../services/auth/session-service';
import { consumerWithProfile } from './consumer-access';

async function openCase(
  world: World,
  requestType: 'ContactUs' | 'Warranty',
  organization: string,
  email: string,
  consumerId?: string,
) {
  const createdAt = world.clock.now().toISOString();
  const caseNumber = world.ids.next('CS', 8);
  await world.db.accounts.supportCases.create({
    caseNumber,
    requestType,
    organization,
    email,
    ...(consumerId ? { consumerId } : {}),
    createdAt,
  });
  return { body: { caseNumber, status: 'OPEN' as const, createdAt } };
}

/** Event registration, warranty claims and contact us (contracts/operations/consumer-support.ts). */
export const consumerSupportHandlers = {
  /**
   * Needs a signed-in consumer with a profile, an event the content offers and a registration that fits it
   * (domain/consumer/event-registration.ts); registering again for the same event answers the same id.
   */
  registerForEvent: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (!found.ok) return found;
    const bad =
      emailFailure(body.email) ??
      eventRegistrationFailure(body, {
        event: findEvent(body.eventId),
        accountEmail: found.value.account.email,
      });
    if (bad) return bad;
    const { consumerId } = found.value.account;
    const registrations = world.db.accounts.eventRegistrations;
    const existing = registrations.findFirst((q) => q.where({ consumerId, eventId: body.eventId }));
    const registrationId = existing?.registrationId ?? world.ids.next('ER', 8);
    if (!existing) {
      await registrations.create({
        registrationId,
        eventId: body.eventId,
        consumerId,
        email: body.email,
        attendingDays: body.attendingDays,
        ...(body.plusOne ? { plusOne: body.plusOne } : {}),
        registeredAt: world.clock.now().toISOString(),
      });
    }
    return { body: { registrationId, eventId: body.eventId, status: 'REGISTERED' as const } };
  },

  submitWarrantyClaim: async ({ body, accessToken, world }) => {
    const bad = emailFailure(body.payload.email);
    if (bad) return bad;
    const consumerId = resolveSession(world, accessToken)?.consumerId;
    return openCase(world, 'Warranty', body.organization, body.payload.email, consumerId);
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
    return openCase(world, 'ContactUs', body.organization, body.payload.email, consumerId);
  },

  getContactUsCategories: ({ headers }) => ({ body: contactCategories(headers['x-locale']) }),
} satisfies AreaHandlers;
