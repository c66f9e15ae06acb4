import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { errorIdOf } from './sign-in.test-helpers';

const server = useTestServer();

const CONTACT = {
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

const without = (field: keyof typeof CONTACT) =>
  Object.fromEntries(Object.entries(CONTACT).filter(([key]) => key !== field));

describe('contact-us and warranty name the missing part of the case', () => {
  it.each([
    ['requestType', 'ATTR100'],
    ['organization', 'ATTR200'],
    ['payload', 'ATTR300'],
  ] as const)('a contact-us case without %s answers %s', async (field, id) => {
    const api = apiClient(server.url, `attr-contact-${field}`);
    const answer = await api.post('/consumers-v3/contactus', without(field));
    expect(answer.status).toBe(400);
    expect(errorIdOf(answer.body)).toBe(id);
    expect(answer.body.errorDetails[0].message).toContain(`body.${field}`);
  });

  it('a blank organisation answers ATTR200; a wrong request type stays API400', async () => {
    const api = apiClient(server.url, 'attr-blank');
    const blank = await api.post('/consumers-v3/contactus', { ...CONTACT, organization: '  ' });
    expect(errorIdOf(blank.body)).toBe('ATTR200');
    const wrong = await api.post('/consumers-v3/contactus', { ...CONTACT, requestType: 'Warranty' });
    expect(errorIdOf(wrong.body)).toBe('API400');
  });

  it('a warranty claim without its payload answers ATTR300', async () => {
    const api = apiClient(server.url, 'attr-warranty');
    const answer = await api.post('/consumers-v3/consumer/warranty', {
      requestType: 'Warranty',
      organization: 'summitpeak-us',
    });
    expect(answer.status).toBe(400);
    expect(errorIdOf(answer.body)).toBe('ATTR300');
  });
});
