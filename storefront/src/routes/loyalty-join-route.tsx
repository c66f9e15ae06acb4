import { useSession } from '../commerce/commerce-context';
import { isSignedIn } from '../commerce/session-state';
import { useSiteConfig } from '../config/site-config-provider';
import { openEnrolment } from '../features/account/enrolment/open-enrolment';
import styles from '../features/session/session.module.css';
import { useIntl } from '../i18n/intl';
import { Button } from '../ui/button/button';
import { useDialogs } from '../ui/dialog/dialog-store';
import { PageMeta } from './page-meta';

/**
 * /{locale}/loyalty/join: the loyalty page's entry into enrolment (spec 000 section 4), a page the
 * content-managed loyalty page links to. The button opens the enrolment dialog at its entry step.
 */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const signedIn = isSignedIn(useSession());
  const dialogs = useDialogs();
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
        <Button onClick={() => openEnrolment(dialogs, { signedIn })}>{t('enrolment.joinPage.start')}</Button>
      </div>
    </div>
  );
}
