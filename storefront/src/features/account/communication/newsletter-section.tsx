import { useState } from 'react';
import type { ConsumerProfile } from '../../../commerce/session';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { useToasts } from '../../../ui/toast/toast-store';
import { ErrorNotice } from '../error-notice';
import styles from './communication.module.css';
import { showFailure } from './failure-notice';
import { newsletterChanges, newsletterOf } from './subscription-changes';
import { useSubscriptionChange } from './use-communication';

/**
 * The email newsletter at the profile's email: subscribed, awaiting the double opt-in's confirmation link,
 * or not; a button to change it.
 */
export function NewsletterSection({ profile }: { readonly profile: ConsumerProfile }) {
  const intl = useIntl();
  const toasts = useToasts();
  const { country, region } = useSiteConfig();
  const change = useSubscriptionChange();
  const [notice, setNotice] = useState('');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const held = newsletterOf(profile);
  const subscribed = held?.optin === true;
  const status = !subscribed ? 'newsletterOff' : held.doubleOptin ? 'newsletterOn' : 'newsletterPending';
  const toggle = () => {
    setNotice('');
    change.mutate((now) => newsletterChanges(profile, !subscribed, { country, region }, now), {
      onSuccess: () => toasts.show({ title: t('accountArea.communication.saved'), tone: 'success' }),
      onError: (error) => setNotice(showFailure(intl, toasts, error) ?? ''),
    });
  };
  return (
    <section className={styles.section} aria-labelledby="communication-newsletter">
      <h2 id="communication-newsletter">{t('accountArea.communication.newsletterTitle')}</h2>
      <p className={styles.muted}>
        {t('accountArea.communication.newsletterText', { email: profile.consumerDetails.email })}
      </p>
      {notice ? <ErrorNotice message={notice} /> : null}
      <p role="status">{t(`accountArea.communication.${status}`)}</p>
      <div>
        <Button variant="secondary" loading={change.isPending} onClick={toggle}>
          {t(subscribed ? 'accountArea.communication.unsubscribe' : 'accountArea.communication.subscribe')}
        </Button>
      </div>
    </section>
  );
}
