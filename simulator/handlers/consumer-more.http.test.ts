import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { errorIdOf, guestToken, signIn } from './sign-in.test-helpers';

const server = useTestServer();

const client = (session: string) => apiClient(server.url, session);

describe('support calls', () => {
  const contact = {
    requestType: 'ContactUs',
    organization: 'summitpeak-us',
    payload: {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      category: 'ORDERS',
      subject: 'ORDER_STATUS',
      message: 'Where is my parcel?',
    },
  };

  it('lists contact categories per language and opens contact-us cases for guests', async () => {
    const api = client('more-contact');
    const categories = await api.get('/consumers-v3/contactus/categorySubject');
    expect(categories.body.categories[0]).toMatchObject({ code: 'ORDERS', label: 'My order' });
    const french = await api.get('/consumers-v3/contactus/categorySubject', { 'x-locale': 'fr-ca' });
    expect(french.body.categories[0].label).toBe('Ma commande');
    const opened = await api.post('/consumers-v3/contactus', contact);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ status: 'OPEN', caseNumber: expect.stringMatching(/^CS-/) });
    const bad = await api.post('/consumers-v3/contactus', {
      ...contact,
      payload: { ...contact.payload, email: 'a@b' },
    });
    expect(errorIdOf(bad.body)).toBe('AUT453');
  });

  it('opens a warranty claim', async () => {
    const api = client('more-warranty');
    const claim = await api.post('/consumers-v3/consumer/warranty', {
      requestType: 'Warranty',
      organization: 'summitpeak-us',
      payload: {
        firstName: 'Ana',
        lastName: 'Lima',
        email: 'ana@example.com',
        phone: '+12065550101',
        address: {
          firstName: 'Ana',
          lastName: 'Lima',
          addressLine1: '1 Pike St',
          city: 'Seattle',
          postalCode: '98101',
          country: 'US',
        },
        productName: 'Summit Down Jacket',
        purchaseDate: '2025-10-01',
        issueDescription: 'The zip broke.',
      },
    });
    expect(claim.status).toBe(201);
  });

  it('registers a signed-in consumer for an event, once', async () => {
    const api = client('more-event');
    const body = {
      email: 'registered@example.com',
      attendingDays: '2026-06-12, 2026-06-13',
      eventId: 'trailfest-2026',
      eventTermsAccepted: true,
      firstName: 'Ana',
      lastName: 'Lima',
      plusOne: 'Sam Lima',
      registrationTimestamp: '2026-05-01T10:00:00.000Z',
    };
    await guestToken(api);
    expect(errorIdOf((await api.post('/consumers-v3/consumer/event-registration', body)).body)).toBe(
      'AUT401',
    );
    await signIn(api, 'registered@example.com');
    const first = await api.post('/consumers-v3/consumer/event-registration', body);
    expect(first.status).toBe(201);
    const again = await api.post('/consumers-v3/consumer/event-registration', body);
    expect(again.body.registrationId).toBe(first.body.registrationId);
  });

  it('refuses a registration that does not fit the event the content offers', async () => {
    const api = client('more-event-rules');
    await signIn(api, 'registered@example.com');
    // The event comes from content: the fragment's sign-up dialog offers it.
    const fragment = await api.get('/publish/caas/v1/canvas/fragment/summit-clinic-event');
    const clinic = fragment.body.components[0].form.event;
    expect(clinic).toMatchObject({ startDate: '2026-04-18', endDate: '2026-04-18', enablePlusOne: false });
    const body = {
      email: 'registered@example.com',
      attendingDays: '2026-04-18',
      eventId: clinic.eventId,
      eventTermsAccepted: true,
      firstName: 'Ana',
      lastName: 'Lima',
      registrationTimestamp: '2026-04-01T10:00:00.000Z',
    };
    const register = (change: Record<string, string>) =>
      api.post('/consumers-v3/consumer/event-registration', { ...body, ...change });
    const refusal = async (change: Record<string, string>) => {
      const answer = await register(change);
      return [answer.status, answer.body.errorDetails?.[0]?.errorId, answer.body.errorDetails?.[0]?.message];
    };
    expect(await refusal({ eventId: 'no-such-event' })).toEqual([
      404,
      'API404',
      'body.eventId: no event no-such-event is offered.',
    ]);
    expect((await refusal({ email: 'someone.else@example.com' })).slice(0, 2)).toEqual([404, 'CCN404']);
    expect(await refusal({ attendingDays: '2026-04-19' })).toEqual([
      400,
      'API400',
      'body.attendingDays: 2026-04-19 is not a day of Summit boot-fitting clinic (2026-04-18 to 2026-04-18).',
    ]);
    // The contract (and the document's pattern) takes YYYY-MM-DD only; a day that is no date is the domain's.
    expect((await refusal({ attendingDays: '18/04/2026' }))[2]).toBe(
      'body.attendingDays: Attending days are dates (YYYY-MM-DD) joined by a comma and a space',
    );
    expect((await refusal({ attendingDays: '2026-02-30' }))[2]).toBe(
      'body.attendingDays: 2026-02-30 is not a date (YYYY-MM-DD).',
    );
    expect((await refusal({ plusOne: 'Sam Lima' }))[2]).toBe(
      'body.plusOne: Summit boot-fitting clinic does not take a plus-one.',
    );
    expect((await register({ email: 'REGISTERED@example.com' })).status).toBe(201);
    // Across a year end: every calendar day from start to end is offered.
    const camp = await register({ eventId: 'winter-camp-2026', attendingDays: '2026-12-31, 2027-01-01' });
    expect(camp.status).toBe(201);
  });
});

describe('profile extras', () => {
  it('prefills sign-up (retrieveUserData) and answers CCN404 for a mismatch', async () => {
    const api = client('more-prefill');
    const known = await api.post('/consumers-v3/consumer/retrieveUserData', {
      consumerId: 'C000100002',
      email: 'loyalty@example.com',
    });
    expect(known.body).toMatchObject({ enrollments: [{ type: 'Loyalty', doubleOptin: true }] });
    const other = await api.post('/consumers-v3/consumer/retrieveUserData', {
      consumerId: 'C000100002',
      email: 'registered@example.com',
    });
    expect(errorIdOf(other.body)).toBe('CCN404');
  });

  it('creates a newsletter profile (201) and refuses an email in use (PRO400)', async () => {
    const api = client('more-newsletter');
    const body = (email: string) => ({ consumerProfile: { consumerDetails: { email } } });
    expect((await api.post('/consumers-v3/consumer', body('fresh@example.com'))).status).toBe(201);
    const taken = await api.post('/consumers-v3/consumer', body('registered@example.com'));
    expect([taken.status, errorIdOf(taken.body)]).toEqual([409, 'PRO400']);
  });

  it('updates notification preferences and answers the full list', async () => {
    const api = client('more-notifications');
    await signIn(api, 'registered@example.com');
    const answer = await api.put('/consumers-v3/consumer/notification', {
      notifications: [{ topic: 'PRICE_DROP', channel: 'push', enabled: true }],
    });
    expect(answer.body.notifications).toHaveLength(12);
    expect(answer.body.notifications).toContainEqual({ topic: 'PRICE_DROP', channel: 'push', enabled: true });
  });

  it('shows the welcome promo, reward codes and reward cards of a member', async () => {
    const api = client('more-rewards');
    await signIn(api, 'loyalty@example.com');
    expect((await api.get('/consumers-v3/consumer/loyalty/promo/welcome')).body.discount).toEqual({
      type: 'PERCENT',
      value: 10,
    });
    const codes = await api.get('/consumers-v3/consumer/payment_instruments?payment_method_id=REWARD_CODE');
    expect(codes.body.payment_instruments[0]).toMatchObject({ code: 'RWD-5OFF-2026', amount: 5 });
    const cards = await api.get('/consumers-v3/consumer/payment_instruments?payment_method_id=REWARD_CARD');
    expect(cards.body.payment_instruments[0].cardNumberMasked).toBe('************4821');
    await signIn(api, 'loyalty.pending@example.com');
    expect(errorIdOf((await api.get('/consumers-v3/consumer/loyalty/promo/welcome')).body)).toBe('REW135');
  });
});

describe('orders extras', () => {
  it('downloads an invoice, refuses a credit note before returns, resends a gift card email', async () => {
    const api = client('more-orders');
    await signIn(api, 'loyalty@example.com');
    const invoice = await api.post(
      '/consumers-v3/consumer/purchase/invoice/download?orderNumber=EC90000011',
      {},
    );
    expect(invoice.body).toMatchObject({
      fileName: 'invoice-EC90000011.pdf',
      contentType: 'application/pdf',
    });
    const credit = await api.post('/consumers-v3/consumer/purchase/invoice/download?orderNumber=EC90000011', {
      documentType: 'CREDIT_NOTE',
    });
    expect(errorIdOf(credit.body)).toBe('OHS4004');
    const resend = await api.post('/consumers-v3/consumer/resendGiftCardEmail', {
      orderNumber: 'EC90000011',
      itemId: 'EC90000011-1',
    });
    expect(resend.status).toBe(204);
    const notDigital = await api.post('/consumers-v3/consumer/resendGiftCardEmail', {
      orderNumber: 'EC90000012',
      itemId: 'EC90000012-1',
    });
    expect(errorIdOf(notDigital.body)).toBe('ORD409');
    const cancelSts = await api.post('/consumers-v3/consumer/CancelOrder', {
      orderNumber: 'EC90000012',
      reasonCode: 'OTHER',
    });
    expect(errorIdOf(cancelSts.body)).toBe('ORD517');
    const wrongEmail = await api.post('/consumers-v3/consumer/TrackOrder', {
      orderNumber: 'EC90000011',
      email: 'someone@example.com',
    });
    expect(errorIdOf(wrongEmail.body)).toBe('ORD409');
  });

  it('updates a saved card and an address', async () => {
    const api = client('more-account');
    await signIn(api, 'registered@example.com');
    const card = await api.patch('/consumers-v3/consumer/payment_instruments/pi-reg-2', { main: true });
    expect(card.body).toMatchObject({ payment_method_id: 'CREDIT_CARD', main: true, lastFour: '3220' });
    const address = await api.put('/consumers-v3/consumer/address/addr-reg-2', {
      firstName: 'Ana',
      lastName: 'Lima',
      addressLine1: '401 Broad St',
      city: 'Seattle',
      province: 'WA',
      postalCode: '98109',
      country: 'US',
      phone: '+12065550101',
      approachType: 'S',
    });
    expect(address.body).toMatchObject({
      addressId: 'addr-reg-2',
      addressLine1: '401 Broad St',
      main: false,
    });
  });
});
