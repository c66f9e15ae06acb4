import type { EventRegistrationRequest } from '../../../contracts/entities/consumer-misc';
import type { EventContent } from '../../../contracts/entities/content-blocks-dialog';
import { type Failure, failure } from '../failure';
import { sameEmail } from './consumer-rules';

/**
 * Event sign-up (spec 001 sections 2 and 3): the event must be one the content offers (API404); the email
 * is the signed-in consumer's, shown read-only by the form (CCN404 otherwise, as for retrieveUserData);
 * attending days are ISO dates joined by ", ", each a real calendar day from the start to the end date
 * inclusive, none twice (API400 naming the day); a plus-one only when the event enables it (API400).
 */
interface EventRegistrationFacts {
  readonly event: EventContent | undefined;
  readonly accountEmail: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD string names a real calendar day (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Every calendar day of the event, start to end inclusive (what the form's multi-select offers). */
export function eventDays(event: Pick<EventContent, 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  const end = Date.parse(`${event.endDate}T00:00:00Z`);
  for (let t = Date.parse(`${event.startDate}T00:00:00Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export function eventRegistrationFailure(
  req: EventRegistrationRequest,
  facts: EventRegistrationFacts,
): Failure | undefined {
  const { event } = facts;
  if (!event) return failure('API404', `body.eventId: no event ${req.eventId} is offered.`);
  if (!sameEmail(req.email, facts.accountEmail))
    return failure('CCN404', 'body.email: the email must be the signed-in consumer’s.');
  const offered = new Set(eventDays(event));
  const chosen = req.attendingDays.split(', ');
  const range = `${event.startDate} to ${event.endDate}`;
  for (const [i, day] of chosen.entries()) {
    if (!isCalendarDay(day))
      return failure('API400', `body.attendingDays: ${day} is not a date (YYYY-MM-DD).`);
    if (!offered.has(day))
      return failure('API400', `body.attendingDays: ${day} is not a day of ${event.title} (${range}).`);
    if (chosen.indexOf(day) !== i) return failure('API400', `body.attendingDays: ${day} is chosen twice.`);
  }
  if (req.plusOne && !event.enablePlusOne)
    return failure('API400', `body.plusOne: ${event.title} does not take a plus-one.`);
  return undefined;
}
