import type { RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import { findEvent } from '../../db/seed/content-events';
import { eventRegistrationFailure } from '../../domain/consumer/event-registration';
import type { Failure } from '../../domain/failure';

/** What consumers ask of support: event registrations and support cases, recorded in the world. */

/** A support case (warranty claim or contact us), recorded OPEN. */
export async function openCase(
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
  return { caseNumber, status: 'OPEN' as const, createdAt };
}

/**
 * A registration for an event the content offers that fits it (domain/consumer/event-registration.ts);
 * registering again for the same event answers the same id. Answers the registration id.
 */
export async function registerForEvent(
  world: World,
  account: AccountRecord,
  body: RequestBodyOf<'registerForEvent'>,
): Promise<string | Failure> {
  const bad = eventRegistrationFailure(body, { event: findEvent(body.eventId), accountEmail: account.email });
  if (bad) return bad;
  const { consumerId } = account;
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
  return registrationId;
}
