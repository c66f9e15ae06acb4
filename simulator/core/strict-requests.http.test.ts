import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';

const server = useTestServer();

describe('strict request bodies', () => {
  it('refuses an unknown body field with 400 API400 naming it, instead of dropping it', async () => {
    const api = apiClient(server.url, 'strict-requests');
    const answer = await api.post('/cart/v1/item', {
      cartId: 'bk-1',
      productId: 'SPJK0001BLKM',
      quantity: 3,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorDetails[0].errorId).toBe('API400');
    expect(answer.body.errorDetails[0].message).toMatch(/^body\.quantity: /);
  });

  it('refuses an unknown field nested inside the body, naming its path', async () => {
    const api = apiClient(server.url, 'strict-requests');
    const answer = await api.post('/cart/v1/item', {
      cartId: 'bk-1',
      productId: 'SPJK0001BLKM',
      saveForLater: { saveForLaterId: 'sfl-1', itemId: 'it-1', note: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorDetails[0].message).toMatch(/^body\.saveForLater\.note: /);
  });

  it('tolerates an unknown query parameter (a cache-buster), as gateways do', async () => {
    const api = apiClient(server.url, 'strict-requests');
    const answer = await api.get('/products/v2/products/SPJK0001/details?_=1732000000');
    expect(answer.status).toBe(200);
  });
});
