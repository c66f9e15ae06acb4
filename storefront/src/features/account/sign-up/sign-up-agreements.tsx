import type { UseFormRegister } from 'react-hook-form';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Checkbox } from '../../../ui/field/checkbox';
import styles from './sign-up.module.css';
import type { SignUpValues } from './sign-up-schema';

export interface SignUpAgreementsProps {
  readonly register: UseFormRegister<SignUpValues>;
  readonly idOf: (field: string) => string;
  readonly errorOf: (field: 'loyaltyTerms' | 'policy') => string | undefined;
  /** The loyalty terms: shown (and then required when `loyaltyRequired`), unless already enrolled. */
  readonly loyaltyShown: boolean;
  readonly loyaltyRequired: boolean;
  readonly policyShown: boolean;
}

/** The newsletter and the agreements the form shows (spec 001 section 3: loyaltyTerms, policy). */
export function SignUpAgreements({
  register,
  idOf,
  errorOf,
  loyaltyShown,
  loyaltyRequired,
  policyShown,
}: SignUpAgreementsProps) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const t = (id: string) => intl.formatMessage({ id: `signUp.${id}` });
  const link = (path: string, text: string) => (
    <a className={styles.link} href={`/${locale}/${path}`}>
      {t(text)}
    </a>
  );
  return (
    <div className={styles.terms}>
      <Checkbox id={idOf('newsletter')} label={t('newsletter')} {...register('newsletter')} />
      {loyaltyShown ? (
        <Checkbox
          id={idOf('loyaltyTerms')}
          label={t('loyaltyTerms')}
          required={loyaltyRequired}
          hint={link('loyalty-terms', 'loyaltyTermsLink')}
          error={errorOf('loyaltyTerms')}
          {...register('loyaltyTerms')}
        />
      ) : null}
      {policyShown ? (
        <Checkbox
          id={idOf('policy')}
          label={t('policy')}
          required
          hint={link('privacy', 'policyLink')}
          error={errorOf('policy')}
          {...register('policy')}
        />
      ) : null}
    </div>
  );
}
