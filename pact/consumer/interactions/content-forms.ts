import { expect } from 'vitest';
import '../../../storefront/src/api/content-operations';
import { contentSiteParams } from '../../../storefront/src/commerce/content-site';
import { bodyOf, interaction } from '../pact-interaction';
import { PACT_SITE } from '../pact-site';

const site = contentSiteParams({ brand: PACT_SITE.brand, locale: PACT_SITE.locale });

const newsletter = (email: string) => ({
  consumerProfile: {
    consumerDetails: { email, source: { acquisitionType: 'Newsletter' } },
    subscriptions: [
      {
        type: 'Newsletter' as const,
        optin: true,
        doubleOptin: true,
        channel: 'email' as const,
        recipient: email,
        category: 'subscription' as const,
        country: 'US' as const,
        region: 'NORA',
        optinDate: '2026-05-01T10:00:00.000Z',
      },
    ],
  },
});

const registration = (attendingDays: string) => ({
  email: 'registered@example.com',
  attendingDays,
  eventId: 'trailfest-2026',
  eventTermsAccepted: true as const,
  firstName: 'Ana',
  lastName: 'Lima',
  gender: 'F' as const,
  phoneNumber: '+12065550101',
  plusOne: 'Sam Lima',
  registrationTimestamp: '2026-05-01T10:00:00.000Z',
});

/**
 * Pop-ups, the standalone newsletter and the event sign-up (storefront/src/commerce/content/popups.ts and
 * forms.ts). The
 * newsletter and the event form show any refusal's message (an error notice, a dismissible alert): PRO400
 * for an email that already has a profile, API400 for attending days outside the event.
 */
export const contentFormsInteractions = [
  interaction('listContentPopUps', {
    description: "a request for the site's pop-ups",
    states: [],
    input: () => site,
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ popups: expect.any(Array) }),
  }),
  interaction('createConsumer', {
    description: 'a newsletter sign-up from a new email',
    states: ['a guest shopper'],
    input: () => ({ body: newsletter('new.reader@example.com') }),
  }),
  interaction('createConsumer', {
    description: 'a newsletter sign-up from an email that already has a profile (an error notice)',
    states: ['a guest shopper'],
    input: () => ({ body: newsletter('registered@example.com') }),
    error: { errorId: 'PRO400' },
  }),
  interaction('registerForEvent', {
    description: 'an event registration of the signed-in shopper with a plus-one',
    states: ['a signed-in registered shopper'],
    input: () => ({ body: registration('2026-06-12, 2026-06-13') }),
  }),
  interaction('registerForEvent', {
    description: 'an event registration with a day outside the event (a dismissible alert)',
    states: ['a signed-in registered shopper'],
    input: () => ({ body: registration('2026-06-20') }),
    error: { errorId: 'API400' },
  }),
];
