import { useState } from 'react';
import { normalizePhone } from '../../../../../contracts/validators/phone';
import type { ConsumerProfile } from '../../../commerce/session';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { useToasts } from '../../../ui/toast/toast-store';
import { ErrorNotice } from '../error-notice';
import { countryPhoneMask, displayedPhone, maskedAsTyped } from '../phone-mask';
import styles from './communication.module.css';
import { showFailure } from './failure-notice';
import { smsOf, smsOptInChanges, smsOptOutChanges } from './subscription-changes';
import { useSubscriptionChange } from './use-communication';

/**
 * SMS (spec 001 section 4): subscribed, the recipient and a button to opt out; not subscribed, the mobile
 * phone (the profile's, masked for the site's country) and a button to opt in. Opting in another number
 * opts the earlier recipient out first.
 */
export function SmsSection({ profile }: { readonly profile: ConsumerProfile }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { country, region } = useSiteConfig();
  const change = useSubscriptionChange();
  const mask = countryPhoneMask(country);
  const held = smsOf(profile);
  const [phone, setPhone] = useState(() => displayedPhone(profile.consumerDetails.phone, country, mask));
  const [phoneError, setPhoneError] = useState('');
  const [notice, setNotice] = useState('');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const after = {
    onSuccess: () => toasts.show({ title: t('accountArea.communication.saved'), tone: 'success' }),
    onError: (error: unknown) => setNotice(showFailure(intl, toasts, error) ?? ''),
  };
  const optIn = () => {
    setNotice('');
    const stored = normalizePhone({ phone }, { country });
    if (!stored.ok) {
      // The phone rule's one message (contracts' MESSAGES.phone), in the page's language.
      setPhoneError(t('enrolment.validation.phone'));
      return;
    }
    setPhoneError('');
    change.mutate((now) => smsOptInChanges(profile, stored.value, { country, region }, now), after);
  };
  const optOut = () => {
    setNotice('');
    change.mutate((now) => smsOptOutChanges(profile, now), after);
  };
  return (
    <section className={styles.section} aria-labelledby="communication-sms">
      <h2 id="communication-sms">{t('accountArea.communication.smsTitle')}</h2>
      <p className={styles.muted}>{t('accountArea.communication.smsText')}</p>
      {notice ? <ErrorNotice message={notice} /> : null}
      <p role="status">
        {held
          ? t('accountArea.communication.smsOn', { phone: held.recipient })
          : t('accountArea.communication.smsOff')}
      </p>
      {held ? (
        <div>
          <Button variant="secondary" loading={change.isPending} onClick={optOut}>
            {t('accountArea.communication.smsUnsubscribe')}
          </Button>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!change.isPending) optIn();
          }}
        >
          <TextField
            label={t('accountArea.communication.smsPhone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            hint={t('accountArea.profile.phoneHint', { mask })}
            error={phoneError || undefined}
            value={phone}
            onChange={(event) => setPhone(maskedAsTyped(event.target.value, mask))}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              {t('accountArea.communication.smsSubscribe')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
