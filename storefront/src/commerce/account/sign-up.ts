import '../../api/account-operations';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';
import { type SignUpContext, type SignUpFormData, signUpBody } from './sign-up-body';

export type SignUpAnswer = ResponseBodyOf<'signUp'>;
export type KnownUserData = ResponseBodyOf<'retrieveUserData'>;
export type LoyaltyToken = ResponseBodyOf<'getLoyaltyToken'>;

export interface SignUpRequestOptions extends Omit<SignUpContext, 'botCheck'> {
  /** `leadSource` of the page query, sent as the `source` header. */
  readonly leadSource?: string | undefined;
}

const leadSourceHeaders = (leadSource: string | undefined): Record<string, string> =>
  leadSource && leadSource.trim() !== '' ? { source: leadSource.trim() } : {};

/**
 * Account creation (spec 001 sections 3, 4 and 7): the sign-up call with its bot-check token ('register'),
 * the prefill of a known consumer, and the loyalty token that credits a referral code. The automatic
 * sign-in after sign-up is the session's own sign-in (commerce.session.signIn).
 */
export function signUpCommerce(deps: CommerceDeps) {
  async function signUp(form: SignUpFormData, options: SignUpRequestOptions = {}): Promise<SignUpAnswer> {
    const { leadSource, ...context } = options;
    const botCheck = await deps.botCheckToken('register');
    return deps.call('signUp', {
      body: signUpBody(form, { ...context, botCheck }),
      headers: leadSourceHeaders(leadSource),
    });
  }

  /** The known details of `consumerId` with `email` (the prefill of the sign-up form); CCN404 when they differ. */
  function knownUserData(consumerId: string, email: string): Promise<KnownUserData> {
    return deps.call('retrieveUserData', { body: { consumerId, email } });
  }

  /** The loyalty token of the signed-in member, crediting `referralCode` (the referral_code page query). */
  function loyaltyToken(referralCode: string, leadSource?: string): Promise<LoyaltyToken> {
    const usid = deps.session.get().usid;
    if (!usid) throw new Error('The loyalty token needs a session');
    return deps.call('getLoyaltyToken', {
      body: { usid, referralCode },
      headers: leadSourceHeaders(leadSource),
    });
  }

  return { signUp, knownUserData, loyaltyToken };
}

export type SignUpCommerce = ReturnType<typeof signUpCommerce>;

/** The sign-up area of the adapter the UI holds: `signUpCommerceOf(useCommerce())`. */
export const signUpCommerceOf = (commerce: Pick<Commerce, 'deps'>): SignUpCommerce =>
  signUpCommerce(commerce.deps);
