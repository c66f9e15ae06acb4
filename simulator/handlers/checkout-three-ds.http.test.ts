import { describe, expect, it } from 'vitest';
import { findOrder } from '../services/commerce/orders';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  card,
  errorIdOf,
  guest,
  IN_STOCK,
  placeBody,
  readyCart,
  skuOf,
  threeDs,
  world,
} from './commerce.test-helpers';

const server = useTestServer();

describe('3-D Secure patch with the wrong challenge session', () => {
  it('answers 400 naming sessionID, keeps the order PAYMENT_PENDING, and the right session completes it', async () => {
    const session = 'tds-session';
    const api = apiClient(server.url, session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('400000', '3220'));
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    const { orderNumber, st } = placed.body;
    const { sessionID, paymentInstrumentId } = placed.body.flash[0].details;
    const patch = (sid: string, pid = paymentInstrumentId) =>
      api.patch(`/cart/v2/checkout/order/${orderNumber}?st=${st}`, {
        paymentMethod: {
          code: 'CREDIT_CARD',
          additionalData: { paymentInstrumentId: pid, sessionID: sid, threeDS2Result: threeDs('Y') },
        },
      });

    const wrong = await patch('3ds-not-this-one');
    expect([wrong.status, errorIdOf(wrong.body)]).toEqual([400, 'API400']);
    expect(wrong.body.errorDetails[0].message).toContain('sessionID');
    expect(findOrder(await world(server, session), orderNumber)?.status).toBe('PAYMENT_PENDING');

    const otherInstrument = await patch(sessionID, 'pi-not-this-one');
    expect(otherInstrument.status).toBe(400);
    expect(otherInstrument.body.errorDetails[0].message).toContain('paymentInstrumentId');

    const right = await patch(sessionID);
    expect([right.status, right.body.status]).toEqual([200, 'CONFIRMED']);
  });
});
