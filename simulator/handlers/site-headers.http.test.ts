import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { errorIdOf } from './sign-in.test-helpers';

const server = useTestServer();
const PRODUCT = '/products/v2/products/SPJK0001BLK/details';

describe('site headers: a brand or region with no customer list answers AUT440', () => {
  it('refuses an unknown brand and an unknown region, naming the header', async () => {
    const api = apiClient(server.url, 'site-unknown');
    const brand = await api.get(PRODUCT, { 'x-brand': 'acme' });
    expect([brand.status, errorIdOf(brand.body)]).toEqual([400, 'AUT440']);
    expect(brand.body.errorDetails[0].message).toMatch(/^headers\.x-brand: /);
    const region = await api.post('/token/v2/auth/token', { type: 'Guest' }, { 'x-region': 'APAC' });
    expect([region.status, errorIdOf(region.body)]).toEqual([400, 'AUT440']);
  });

  it('refuses a region that does not serve the locale, and serves the ones that do', async () => {
    const api = apiClient(server.url, 'site-locale');
    const mismatch = await api.get(PRODUCT, { 'x-locale': 'en-gb' });
    expect(errorIdOf(mismatch.body)).toBe('AUT440');
    expect(mismatch.body.errorDetails[0].message).toContain('x-region');
    expect((await api.get(PRODUCT, { 'x-locale': 'en-gb', 'x-region': 'EMEA' })).status).toBe(200);
    expect((await api.get(PRODUCT, { 'x-locale': 'fr-ca' })).status).toBe(200);
  });

  it('keeps API400 for a malformed header', async () => {
    const api = apiClient(server.url, 'site-malformed');
    expect(errorIdOf((await api.get(PRODUCT, { 'x-channel': 'WEB' })).body)).toBe('API400');
  });
});
