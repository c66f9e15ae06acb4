import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';

const server = useTestServer();

const client = (session: string) => apiClient(server.url, session);
const errorId = (body: { errorDetails?: { errorId: string }[] }) => body.errorDetails?.[0]?.errorId;

describe('store search', () => {
  it('finds stores near a postal code, nearest first, with the stock of the asked skus', async () => {
    const res = await client('stores-postal').post(
      '/stores/v1/search?postalCode=80302&skus=SPJK0001BLKM,SPTR0001ABL070',
    );
    expect(res.status).toBe(200);
    expect(res.body.stores.map((s: { id: string }) => s.id)).toEqual(['0415', '0412']);
    expect(res.body.stores[0].distance).toBeLessThan(2);
    expect(res.body.stores[1].inventory).toEqual([
      { sku: 'SPJK0001BLKM', quantity: 5, availability: 'lowStock' },
      { sku: 'SPTR0001ABL070', quantity: 4, availability: 'lowStock' },
    ]);
  });

  it('finds stores by position, in miles, with a radius and a limit', async () => {
    const res = await client('stores-geo').post(
      '/stores/v1/search?lat=40.7128&lng=-74.006&radius=500&unit=mi&limit=3',
    );
    expect(res.body.stores.map((s: { id: string }) => s.id)).toEqual(['0710', '0903', '0902']);
    expect(res.body.stores[0].distance).toBeCloseTo(0.6, 0);
  });

  it('answers STR404 when no store is within the radius or the postal code is unknown, 400 without a place', async () => {
    const api = client('stores-none');
    expect(errorId((await api.post('/stores/v1/search?postalCode=90001')).body)).toBe('STR404');
    expect(errorId((await api.post('/stores/v1/search?postalCode=59901')).body)).toBe('STR404');
    expect((await api.post('/stores/v1/search?radius=10')).status).toBe(400);
  });
});

describe('collection points', () => {
  it('lists points of the country near the place', async () => {
    const res = await client('pudo-us').post('/stores/v1/collectionPoints', {
      country: 'US',
      postalCode: '80202',
      limit: 5,
    });
    expect(res.status).toBe(200);
    expect(res.body.collectionPoints.map((p: { id: string }) => p.id)).toEqual([
      'pudo-US-80203-2',
      'pudo-US-80202-1',
    ]);
  });

  it('needs the recipient in France and answers STR404 when nothing is in reach', async () => {
    const api = client('pudo-fr');
    const missing = await api.post('/stores/v1/collectionPoints', { country: 'FR', postalCode: '75011' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorDetails[0].message).toMatch(/email/);
    const ok = await api.post('/stores/v1/collectionPoints', {
      country: 'FR',
      postalCode: '75011',
      email: 'a@example.com',
      mobile: '+33612345678',
      contact: { firstName: 'Ana', lastName: 'Roy' },
    });
    expect(ok.body.collectionPoints[0].carrier).toBe('Mondial Relay');
    expect(
      errorId((await api.post('/stores/v1/collectionPoints', { country: 'US', postalCode: '33101' })).body),
    ).toBe('STR404');
  });
});

describe('utilities', () => {
  it('lists countries in the request locale', async () => {
    const fr = await client('util-countries').get('/consumers-v3/utilities/countryList', {
      'x-locale': 'fr-ca',
    });
    expect(fr.body.countries.find((c: { code: string }) => c.code === 'DE').name).toBe('Allemagne');
  });

  it('answers the address rules and phone codes of a country, API404 for an unknown one', async () => {
    const api = client('util-i18n');
    const ca = await api.get('/consumers-v3/utilities/i18n/CA');
    expect(ca.body.country).toEqual({ code: 'CA', name: 'Canada' });
    expect(ca.body.addressRules.shipping.fields.postalCode.uppercase).toBe(true);
    expect(ca.body.addressRules.billing.form).toBe('billing');
    expect(ca.body.phoneCodes[0]).toEqual({ name: 'Canada', countryCode: 'CA', dialCode: '1' });
    expect(errorId((await api.get('/consumers-v3/utilities/i18n/ZW')).body)).toBe('API404');
  });

  it('names the provinces in the page language: French on fr-ca, English on en-ca', async () => {
    const api = client('util-i18n-fr');
    const names = async (locale: string, form: 'shipping' | 'billing') =>
      (await api.get('/consumers-v3/utilities/i18n/CA', { 'x-locale': locale })).body.addressRules[
        form
      ].fields.province.options.map((o: { name: string; code: string }) => `${o.code} ${o.name}`);
    const french = await names('fr-ca', 'shipping');
    expect(french).toEqual(
      expect.arrayContaining(['QC Québec', 'BC Colombie-Britannique', 'PE Île-du-Prince-Édouard']),
    );
    expect(french).not.toContain('BC British Columbia');
    expect(await names('fr-ca', 'billing')).toContain('NS Nouvelle-Écosse');
    expect(await names('en-ca', 'shipping')).toEqual(
      expect.arrayContaining(['QC Quebec', 'BC British Columbia']),
    );
    const us = await api.get('/consumers-v3/utilities/i18n/US', { 'x-locale': 'fr-ca' });
    expect(us.body.addressRules.shipping.fields.province.options).toContainEqual({
      name: 'Caroline du Nord',
      code: 'NC',
    });
  });

  it('refuses a well-formed locale no region serves (aa-AAA) with AUT440, never a 500', async () => {
    // The English fallback for a tag Intl refuses is unit-tested in domain/catalogue/countries.test.ts.
    const api = client('util-unknown-locale');
    const headers = { 'x-locale': 'aa-AAA' };
    for (const path of ['/consumers-v3/utilities/countryList', '/consumers-v3/utilities/i18n/US']) {
      const answer = await api.get(path, headers);
      expect([answer.status, errorId(answer.body)], path).toEqual([400, 'AUT440']);
    }
  });

  it('lists associate stores and their employees', async () => {
    const api = client('util-stores');
    const stores = await api.get('/consumers-v3/utilities/stores?countryCode=CA');
    expect(stores.body.stores.map((s: { storeId: string }) => s.storeId)).toEqual(['0901', '0902', '0903']);
    const staff = await api.get('/consumers-v3/utilities/stores/0412/employees');
    expect(staff.body.employees[0]).toEqual({
      storeEmployeeId: 'E10442',
      storeEmployeeName: 'Jordan Alvarez',
      role: 'MANAGER',
    });
    expect(errorId((await api.get('/consumers-v3/utilities/stores/9999/employees')).body)).toBe('STR404');
  });
});
