import type { EventContent } from '../../../contracts/entities/content-blocks-dialog';

/**
 * The events the content system offers (spec 001 section 3, "Event content"), the same for every seed. The
 * event sign-up dialogs of the content seed show them, and event registration accepts only these: attending
 * days within start and end, a plus-one only where enabled.
 */
export const SEEDED_EVENTS = [
  {
    eventId: 'trailfest-2026',
    title: 'TrailFest weekend',
    startDate: '2026-06-12',
    endDate: '2026-06-14',
    enablePlusOne: true,
    richText: '<p>I agree to the event terms and the photo release.</p>',
    submitCtaLabel: 'Register',
    confirmationTitle: 'You are registered',
    confirmationSubtitle: 'See you on the trail.',
  },
  {
    eventId: 'summit-clinic-2026',
    title: 'Summit boot-fitting clinic',
    startDate: '2026-04-18',
    endDate: '2026-04-18',
    enablePlusOne: false,
    richText: '<p>I agree to the clinic terms. One place per member.</p>',
    submitCtaLabel: 'Book my place',
    confirmationTitle: 'Your place is booked',
  },
  {
    eventId: 'winter-camp-2026',
    title: 'Winter camp across the year end',
    startDate: '2026-12-30',
    endDate: '2027-01-02',
    enablePlusOne: true,
    richText: '<p>I agree to the camp terms and the safety briefing.</p>',
    submitCtaLabel: 'Join the camp',
    confirmationTitle: 'See you at camp',
    confirmationSubtitle: 'Kit list to follow by email.',
  },
] as const satisfies readonly EventContent[];

export const findEvent = (eventId: string): EventContent | undefined =>
  SEEDED_EVENTS.find((e) => e.eventId === eventId);
