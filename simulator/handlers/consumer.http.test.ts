import { describe, expect, it } from 'vitest';
import { VALID_CARD_YEAR } from '../testing/card-expiry';
import { apiClient, useTestServer } from '../testing/test-server';
import { errorIdOf, guestToken, signIn } from './sign-in.test-helpers';

const server = useTestServer();

const client = (session: string) => apiClient(server.url, session);
/** Pins the server time of a session's world. */
const pinClock = async (session: string, iso: string) =>
  (await server.simulator.worlds.get(session)).clock.set(new Date(iso));

describe('profile', () => {
  it("answers PRO404 'Profile not loaded' without a profile, until one is created", async () => {
    const api = client('consumer-noprofile');
    await signIn(api, 'noprofile@example.com');
    const missing = await api.get('/consumers-v3/consumer');
    expect(missing.status).toBe(404);
    expect(missing.body.errorDetails[0]).toMatchObject({ errorId: 'PRO404', message: 'Profile not loaded' });
    const created = await api.post('/consumers-v3/consumer', {
      consumerProfile: { consumerDetails: { email: 'noprofile@example.com', firstName: 'Jo' } },
    });
    expect(created.status).toBe(201);
    expect((await api.get('/consumers-v3/consumer')).body.consumerDetails.firstName).toBe('Jo');
  });

  it('needs a signed-in consumer (AUT401 for a guest) and sends the loyalty summary on request', async () => {
    const api = client('consumer-profile');
    await guestToken(api);
    expect(errorIdOf((await api.get('/consumers-v3/consumer')).body)).toBe('AUT401');
    await signIn(api, 'loyalty@example.com');
    const profile = await api.get('/consumers-v3/consumer?includeLoyaltySummary=true');
    expect(profile.body).toMatchObject({
      isLoyaltyMember: true,
      loyaltySummary: { points: { balance: 2400 } },
    });
    expect((await api.get('/consumers-v3/consumer')).body.loyaltySummary).toBeUndefined();
  });

  it('looks a consumer up by email for enrolment', async () => {
    const api = client('consumer-lookup');
    expect((await api.get('/consumers-v3/consumer/lookup?email=partial@example.com')).body).toEqual({
      email: 'partial@example.com',
      consumerExists: true,
      isLoyaltyMember: false,
      hasPhone: false,
    });
    expect((await api.get('/consumers-v3/consumer/lookup?email=new@example.com')).body.consumerExists).toBe(
      false,
    );
  });
});

describe('address book', () => {
  const address = (line1: string, approachType: 'S' | 'B', main?: boolean) => ({
    firstName: 'Ana',
    lastName: 'Lima',
    addressLine1: line1,
    city: 'Seattle',
    province: 'WA',
    postalCode: '98101',
    country: 'US',
    phone: '2065550101',
    phoneCode: '1-US',
    email: 'ana@example.com',
    approachType,
    ...(main === undefined ? {} : { main }),
  });
  const mains = (addresses: { addressId: string; approachType: string; main: boolean }[]) =>
    addresses.filter((a) => a.main).map((a) => `${a.approachType}:${a.addressId}`);

  it('makes the first of a type main and a new main clears the other of that type', async () => {
    const api = client('consumer-addresses');
    await signIn(api, 'partial@example.com');
    const s1 = (await api.post('/consumers-v3/consumer/address', address('1 Pike St', 'S'))).body.addressId;
    const b1 = (await api.post('/consumers-v3/consumer/address', address('2 Pike St', 'B'))).body.addressId;
    const s2 = (await api.post('/consumers-v3/consumer/address', address('3 Pike St', 'S'))).body.addressId;
    let profile = (await api.get('/consumers-v3/consumer')).body;
    expect(mains(profile.consumerDetails.address)).toEqual([`S:${s1}`, `B:${b1}`]);
    expect(profile.consumerDetails.address[0].phone).toBe('+12065550101');

    const updated = await api.put(`/consumers-v3/consumer/address/${s2}`, address('3 Pike St', 'S', true));
    expect(updated.body.main).toBe(true);
    profile = (await api.get('/consumers-v3/consumer')).body;
    expect(mains(profile.consumerDetails.address)).toEqual([`B:${b1}`, `S:${s2}`]);

    expect((await api.delete(`/consumers-v3/consumer/address/${s2}`)).status).toBe(204);
    profile = (await api.get('/consumers-v3/consumer')).body;
    expect(mains(profile.consumerDetails.address)).toEqual([`S:${s1}`, `B:${b1}`]);

    const dup = await api.post('/consumers-v3/consumer/address', address('1 Pike St', 'S'));
    expect([dup.status, errorIdOf(dup.body)]).toEqual([409, 'CCA400']);
    const badPhone = await api.post('/consumers-v3/consumer/address', {
      ...address('9 Pike St', 'S'),
      phone: '123',
    });
    expect(errorIdOf(badPhone.body)).toBe('SHP410');
    expect(errorIdOf((await api.delete('/consumers-v3/consumer/address/addr-nope')).body)).toBe('CCA401');
  });

  it("keeps a saved card's billing address (PRO414)", async () => {
    const api = client('consumer-pro414');
    await signIn(api, 'registered@example.com');
    const answer = await api.delete('/consumers-v3/consumer/address/addr-reg-3');
    expect([answer.status, errorIdOf(answer.body)]).toEqual([409, 'PRO414']);
  });
});

describe('saved cards', () => {
  const billing = {
    firstName: 'Ivy',
    lastName: 'Chen',
    addressLine1: '1 Park Ave',
    city: 'New York',
    province: 'NY',
    postalCode: '10001',
    country: 'US',
    email: 'partial@example.com',
    phone: '2125550100',
  };
  const save = (token: string, extra: object = {}) => ({
    payment_method_id: 'CREDIT_CARD',
    card: {
      token,
      cardType: 'VISA',
      bin: '411111',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: VALID_CARD_YEAR,
      holderName: 'Ivy Chen',
      ...extra,
    },
    address: billing,
    recaptcha_response: 'bot-check-ok',
  });

  it('saves a card (first is main) and refuses duplicates: PYT300 and CC_ALREADY_EXISTS', async () => {
    const api = client('consumer-cards');
    await signIn(api, 'partial@example.com');
    const saved = await api.post('/consumers-v3/consumer/payment_instruments', save('tok-ivy-1'));
    expect(saved.status).toBe(201);
    expect(saved.body.card).toMatchObject({ lastFour: '1111', main: true });
    const sameToken = await api.post('/consumers-v3/consumer/payment_instruments', save('tok-ivy-1'));
    expect([sameToken.status, errorIdOf(sameToken.body)]).toEqual([409, 'CC_ALREADY_EXISTS']);
    const sameCard = await api.post('/consumers-v3/consumer/payment_instruments', save('tok-ivy-2'));
    expect([sameCard.status, errorIdOf(sameCard.body)]).toEqual([409, 'PYT300']);
    const expired = await api.post(
      '/consumers-v3/consumer/payment_instruments',
      save('tok-ivy-3', { lastFour: '3220', bin: '400000', expiryYear: 2020 }),
    );
    expect(errorIdOf(expired.body)).toBe('FE309');

    const second = await api.post(
      '/consumers-v3/consumer/payment_instruments',
      save('tok-ivy-4', { lastFour: '3220', bin: '400000' }),
    );
    expect(second.body.card.main).toBe(false);
    const list = await api.get('/consumers-v3/consumer/payment_instruments?payment_method_id=CREDIT_CARD');
    expect(list.body.payment_instruments.map((c: { main: boolean }) => c.main)).toEqual([true, false]);
    expect(
      (await api.delete(`/consumers-v3/consumer/payment_instruments/${saved.body.card.paymentInstrumentId}`))
        .status,
    ).toBe(204);
    const after = await api.get('/consumers-v3/consumer/payment_instruments?payment_method_id=CREDIT_CARD');
    expect(after.body.payment_instruments).toEqual([
      expect.objectContaining({ lastFour: '3220', main: true }),
    ]);
    expect(errorIdOf((await api.delete('/consumers-v3/consumer/payment_instruments/pi-nope')).body)).toBe(
      'PYT404',
    );
  });
});

describe('SMS subscriptions', () => {
  const sms = (recipient: string, optin: boolean) => ({
    type: 'Newsletter',
    optin,
    channel: 'sms',
    recipient,
    category: 'subscription',
    country: 'US',
    region: 'NORA',
    ...(optin ? { optinDate: '2020-01-01T00:00:00.000Z' } : { optoutDate: '2020-01-01T00:00:00.000Z' }),
  });
  const body = (...subscriptions: object[]) => ({ consumerProfile: { consumerDetails: {}, subscriptions } });

  it('stamps opt-in and opt-out with server time; a guest opting a new number in opts the earlier one out', async () => {
    const api = client('consumer-sms-guest');
    await guestToken(api);
    await pinClock('consumer-sms-guest', '2026-05-01T09:00:00.000Z');
    const first = await api.post('/consumers-v3/consumer/subscription', body(sms('+12065550111', true)));
    expect(first.status).toBe(201);
    expect(first.body.subscriptions).toEqual([
      expect.objectContaining({
        recipient: '+12065550111',
        optin: true,
        optinDate: '2026-05-01T09:00:00.000Z',
      }),
    ]);
    await pinClock('consumer-sms-guest', '2026-05-02T09:00:00.000Z');
    const second = await api.post('/consumers-v3/consumer/subscription', body(sms('+12065550122', true)));
    expect(second.body.subscriptions).toEqual([
      expect.objectContaining({
        recipient: '+12065550111',
        optin: false,
        optoutDate: '2026-05-02T09:00:00.000Z',
      }),
      expect.objectContaining({
        recipient: '+12065550122',
        optin: true,
        optinDate: '2026-05-02T09:00:00.000Z',
      }),
    ]);
    const listed = await api.get('/consumers-v3/consumer/subscription?channel=sms');
    expect(listed.body.subscriptions).toHaveLength(2);
  });

  it('lets a signed-in consumer opt out (PUT) with the server time', async () => {
    const api = client('consumer-sms-member');
    await signIn(api, 'loyalty@example.com');
    await pinClock('consumer-sms-member', '2026-06-01T12:00:00.000Z');
    const out = await api.put('/consumers-v3/consumer/subscription', body(sms('+14155550102', false)));
    expect(out.status).toBe(200);
    expect(out.body.subscriptions).toContainEqual(
      expect.objectContaining({ channel: 'sms', optin: false, optoutDate: '2026-06-01T12:00:00.000Z' }),
    );
  });
});

describe('loyalty', () => {
  it('answers REW401 without sign-in, REW130 to a non-member, the vouchers to a member', async () => {
    const api = client('consumer-loyalty');
    await guestToken(api);
    expect(errorIdOf((await api.get('/consumers-v3/consumer/loyalty/vouchers')).body)).toBe('REW401');
    await signIn(api, 'registered@example.com');
    expect(errorIdOf((await api.get('/consumers-v3/consumer/loyalty/vouchers')).body)).toBe('REW130');
    await signIn(api, 'loyalty@example.com');
    const vouchers = await api.get('/consumers-v3/consumer/loyalty/vouchers');
    expect(vouchers.body).toMatchObject({ memberId: 'LM-0042317', currentLoyaltyPoints: 2400 });
    const token = await api.post('/consumers-v3/consumer/loyalty/token', {
      usid: 'usid-test-0001',
      referralCode: 'FRIEND-7Q2K',
    });
    expect(token.body).toMatchObject({ memberId: 'LM-0042317', referralApplied: true });
  });
});

describe('orders', () => {
  it('lists history, cancels what has not shipped, refuses the rest, opens returns', async () => {
    const api = client('consumer-orders');
    await signIn(api, 'registered@example.com');
    const history = await api.post('/consumers-v3/consumer/purchasehistory', { start: 0, count: 10 });
    expect(history.body.total).toBe(5);
    const cancel = (orderNumber: string) =>
      api.post('/consumers-v3/consumer/CancelOrder', { orderNumber, reasonCode: 'CHANGED_MIND' });
    expect((await cancel('EC90000003')).body.status).toBe('CANCELLED');
    expect(errorIdOf((await cancel('EC90000002')).body)).toBe('ORD518');
    expect(errorIdOf((await cancel('EC90000011')).body)).toBe('OHS4004');
    const label = await api.post('/consumers-v3/consumer/return/EC90000001/returnLabel', {
      items: [{ itemId: 'EC90000001-2', qty: 2, reasonCode: 'TOO_SMALL' }],
    });
    expect(label.status).toBe(201);
    const tooMany = await api.post('/consumers-v3/consumer/return/EC90000001/returnLabel', {
      items: [{ itemId: 'EC90000001-2', qty: 1, reasonCode: 'TOO_SMALL' }],
    });
    expect(errorIdOf(tooMany.body)).toBe('RTN500');
    expect((await api.get('/consumers-v3/consumer/purchase/EC90000001')).body.status).toBe(
      'PARTIALLY_RETURNED',
    );
    const track = await client('consumer-orders-guest').post('/consumers-v3/consumer/TrackOrder', {
      orderNumber: 'EC90000002',
      email: 'registered@example.com',
    });
    expect(track.body.shipments[0]).toMatchObject({ status: 'IN_TRANSIT', carrier: 'UPS' });
  });
});
