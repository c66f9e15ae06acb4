import { useId } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../../config/site-config-provider';
import { Spinner } from '../../../ui/spinner/spinner';
import { defaultPhoneCode, phoneForForm } from '../../checkout/shipping/address-schema';
import type { SignUpOccasion } from './interests-after-sign-up';
import { SignUpForm } from './sign-up-form';
import { signUpQueryOf } from './sign-up-query';
import { prefillOf, useSignUpPrefill } from './use-sign-up-prefill';

export interface SignUpViewProps {
  readonly loyalty: boolean;
  readonly email?: string | undefined;
  readonly onDone: () => void;
  readonly occasion?: SignUpOccasion | undefined;
}

/** The sign-up form with what the page's query brings: the prefill of a known consumer, campaign, referral. */
export function SignUpView({ loyalty, email, onDone, occasion }: SignUpViewProps) {
  const { search } = useLocation();
  const site = useSiteConfig();
  const idPrefix = `sign-up${useId().replace(/:/g, '')}`;
  const query = signUpQueryOf(search);
  const known = useSignUpPrefill(query.consumerId, query.email, !loyalty);
  if (known.isLoading) return <Spinner />;
  const phoneCode = defaultPhoneCode(site.country);
  const prefill = known.data
    ? prefillOf(known.data, site.dateFormat, (stored) => phoneForForm(stored, phoneCode))
    : email
      ? { values: { email }, locked: new Set<never>(), loyaltyEnrolled: false }
      : undefined;
  return (
    <SignUpForm
      loyalty={loyalty}
      query={query}
      prefill={prefill}
      onDone={onDone}
      idPrefix={idPrefix}
      occasion={occasion}
    />
  );
}

/** The page's form, loaded lazily by routes/sign-up-route.tsx. */
export default SignUpView;
