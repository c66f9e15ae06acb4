import { useSession } from '../commerce/commerce-context';
import { isSignedIn } from '../commerce/session-state';
import { useSiteConfig } from '../config/site-config-provider';
import { openEnrolment } from '../features/account/enrolment/open-enrolment';
import styles from '../features/session/session-forms.module.css';
import { useProfile } from '../features/session/use-profile';
import { useIntl } from '../i18n/intl';
import { Button } from '../ui/button/button';
import { useDialogs } from '../ui/dialog/dialog-store';
import { PageMeta } from './page-meta';

/**
 * /{locale}/loyalty/join: the loyalty page's entry into enrolment (spec 000 section 4), a page the
 * content-managed loyalty page links to. A signed-in consumer who is not a member joins through the
 * loyalty sign-up (the terms, then the complete-profile steps); anyone else enters the enrolment steps.
 */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const signedIn = isSignedIn(useSession());
  const profile = useProfile();
  const dialogs = useDialogs();
  const join = () => {
    if (signedIn && profile.data && !profile.data.isLoyaltyMember) dialogs.open('loyaltySignUp');
    else openEnrolment(dialogs, { signedIn });
  };
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('enrolment.joinPage.title')}
        description={t('enrolment.joinPage.description')}
        canonicalPath={`/${locale}/loyalty/join`}
      />
      <h1>{t('enrolment.joinPage.title')}</h1>
      <p>{t('enrolment.joinPage.description')}</p>
      <div>
        <Button disabled={signedIn && profile.isPending} onClick={join}>
          {t('enrolment.joinPage.start')}
        </Button>
      </div>
    </div>
  );
}
