import { describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { isApiError } from '../commerce-error';
import { enrolmentCommerceOf, enrolmentUpdateBody } from './enrolment';

const sim = useTestSimulator();
const PASSWORD = 'Trail2026!';

describe('the enrolment update body (spec 001 sections 3 and 4)', () => {
  it('carries the step details and a Loyalty enrollment for the country in loyalty enrolment', () => {
    expect(enrolmentUpdateBody({ details: { phone: '+12065550111' }, loyalty: true, country: 'CA' })).toEqual(
      {
        consumerProfile: {
          consumerDetails: { phone: '+12065550111' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'CA' }],
        },
      },
    );
  });

  it('sends no enrollment when completing a profile only, and the preferences when given', () => {
    expect(
      enrolmentUpdateBody({ preferences: { interests: 'hiking|camping' }, loyalty: false, country: 'US' }),
    ).toEqual({ consumerProfile: { consumerDetails: {}, preferences: { interests: 'hiking|camping' } } });
  });
});

describe('commerce enrolment against the simulator', () => {
  it('looks an email up: an existing account, and an unknown one', async () => {
    const commerce = testCommerce(sim);
    const enrolment = enrolmentCommerceOf(commerce);
    await expect(enrolment.lookup('registered@example.com')).resolves.toMatchObject({
      consumerExists: true,
      hasPhone: true,
    });
    await expect(enrolment.lookup('nobody.yet@example.com')).resolves.toMatchObject({
      consumerExists: false,
    });
  });

  it('a malformed email answers AUT453', async () => {
    const enrolment = enrolmentCommerceOf(testCommerce(sim));
    const error = await enrolment.lookup('ana@localhost').catch((e: unknown) => e);
    expect(isApiError(error) && error.errorId).toBe('AUT453');
  });

  it('a signed-in shopper without a phone saves it and becomes a loyalty member', async () => {
    const commerce = testCommerce(sim);
    await commerce.session.signIn('partial@example.com', PASSWORD);
    const profile = await enrolmentCommerceOf(commerce).save({
      details: { phone: '2065550177' },
      loyalty: true,
      country: 'US',
    });
    expect(profile.consumerDetails.phone).toBe('+12065550177');
    expect(profile.isLoyaltyMember).toBe(true);
    expect(profile.enrollments).toContainEqual(expect.objectContaining({ type: 'Loyalty', optin: true }));
  });
});
