import { describe, expect, it } from 'vitest';
import { STOREFRONT_HEADERS, useTestServer } from '../testing/test-server';

const server = useTestServer();

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { ...STOREFRONT_HEADERS, 'x-harness-session': 'request-checks', ...headers },
    body,
  });

const firstError = async (response: Response) => (await response.json()).errorDetails[0];

describe('requests the real API refuses before reading them', () => {
  it('answers a known path called with another method with API405 and an Allow header', async () => {
    const answer = await call('DELETE', '/products/v2/products/SPJK0001/details');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
    expect(await firstError(answer)).toEqual({
      errorId: 'API405',
      message: 'DELETE is not allowed here; use GET',
    });
  });

  it('lists every method a path takes', async () => {
    const answer = await call('PATCH', '/cart/v1/coupon');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'PUT']);
  });

  it('still answers an unknown path with API404', async () => {
    const answer = await call('DELETE', '/products/v2/nowhere');
    expect(answer.status).toBe(404);
    expect((await firstError(answer)).errorId).toBe('API404');
  });

  it('answers a client that accepts no JSON with API406', async () => {
    const answer = await call('GET', '/products/v2/products/SPJK0001/details', { accept: 'text/html' });
    expect(answer.status).toBe(406);
    expect(await firstError(answer)).toEqual({
      errorId: 'API406',
      message: 'headers.accept: "text/html" does not accept application/json',
    });
    const browser = await call('GET', '/products/v2/products/SPJK0001/details', {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    });
    expect(browser.status).toBe(200);
  });

  it('answers a body that is not JSON with API415, and reads a JSON one', async () => {
    const form = await call(
      'POST',
      '/cart/v1/cart',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'favoriteStoreId=0412',
    );
    expect(form.status).toBe(415);
    expect((await firstError(form)).errorId).toBe('API415');
    const json = await call('POST', '/cart/v1/cart', { 'content-type': 'application/json' }, '{}');
    expect(json.status).not.toBe(415);
  });
});
