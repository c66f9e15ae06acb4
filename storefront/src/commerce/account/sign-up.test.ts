import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { useTestSimulator } from '../../testing/simulator-server';
import { testCommerce } from '../../testing/test-commerce';
import { signUpCommerceOf } from './sign-up';
import type { SignUpFormData } from './sign-up-body';

const sim = useTestSimulator();

const form = (email: string, more: Partial<SignUpFormData> = {}): SignUpFormData => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'Summit2026',
  birthDate: '1990-04-12',
  postalCode: '98101',
  newsletter: false,
  ...more,
});

const errorIdOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errorId;
};

describe('sign-up commerce against the simulator', { timeout: 30_000 }, () => {
  it('creates an account with the register bot-check token and the lead source; the shopper can sign in', async () => {
    const actions: (string | undefined)[] = [];
    const commerce = testCommerce(sim, {
      botCheck: async (action) => {
        actions.push(action);
        return 'bot-check-ok';
      },
    });
    await commerce.deps.tokens.ensure();
    const created = await signUpCommerceOf(commerce).signUp(form('ada.signup@example.com'), {
      leadSource: 'instagram-spring',
    });
    expect(created.email).toBe('ada.signup@example.com');
    expect(actions).toEqual(['register']);
    const outcome = await commerce.session.signIn('ada.signup@example.com', 'Summit2026');
    expect(outcome.session.consumerNo).toBe(created.consumerNo);
    // The lead source header reached the server: the account's campaign is named after it.
    const profile = await commerce.session.profile();
    expect(profile.consumerDetails.source?.campaignName).toBe('instagram-spring');
  });

  it('a failing bot-check token answers AUT403', async () => {
    const commerce = testCommerce(sim, { botCheck: async () => 'bot-check-fail' });
    await commerce.deps.tokens.ensure();
    expect(await errorIdOf(signUpCommerceOf(commerce).signUp(form('ada.bot@example.com')))).toBe('AUT403');
  });

  it('answers the error ids the form puts on its fields', async () => {
    const commerce = testCommerce(sim);
    await commerce.deps.tokens.ensure();
    const signUp = signUpCommerceOf(commerce).signUp;
    expect(await errorIdOf(signUp(form('registered@example.com')))).toBe('AUT439');
    expect(await errorIdOf(signUp(form('newsletter@example.com')))).toBe('PRO400');
    expect(
      await errorIdOf(signUp(form('ada.phone@example.com', { phone: '+12065550101', phoneCode: '1-US' }))),
    ).toBe('AUT442');
  });

  it('prefills a known consumer and answers CCN404 when consumer and email differ', async () => {
    const commerce = testCommerce(sim);
    await commerce.deps.tokens.ensure();
    const area = signUpCommerceOf(commerce);
    const known = await area.knownUserData('C000100001', 'registered@example.com');
    expect(known.consumerDetails.email).toBe('registered@example.com');
    expect(await errorIdOf(area.knownUserData('C000100001', 'loyalty@example.com'))).toBe('CCN404');
  });

  it('a loyalty sign-up, signed in, gets the loyalty token crediting a referral code', async () => {
    const commerce = testCommerce(sim);
    await commerce.deps.tokens.ensure();
    const area = signUpCommerceOf(commerce);
    await area.signUp(form('ada.loyal@example.com', { loyaltyTerms: true, policy: true }));
    await commerce.session.signIn('ada.loyal@example.com', 'Summit2026');
    const token = await area.loyaltyToken('FRIEND-7Q2K');
    expect(token.loyaltyToken.length).toBeGreaterThanOrEqual(16);
    expect(token.referralApplied).toBe(true);
  });
});
