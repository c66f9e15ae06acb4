import { useSiteConfig } from '../../config/site-config-provider';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { useToasts } from '../../ui/toast/toast-store';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './session-forms.module.css';
import { useAcceptEmployeeTerms } from './use-accept-employee-terms';

/**
 * Employee discount terms (spec 000 sections 4 and 6): accepting records it on the profile and turns the
 * discount on. "Not now" keeps the employee signed in without the discount (docs/decisions.md, "Storefront
 * session"); the account page offers the terms again.
 */
export default function EmployeeTermsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const toasts = useToasts();
  const accept = useAcceptEmployeeTerms();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog
      title={t('session.employeeTerms.title')}
      onClose={onClose}
      size="md"
      footer={
        <div className={styles.actions}>
          <Button
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => {
                  toasts.show({ title: t('session.employeeTerms.accepted'), tone: 'success' });
                  onClose();
                },
              })
            }
          >
            {t('session.employeeTerms.accept')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('session.employeeTerms.notNow')}
          </Button>
        </div>
      }
    >
      <div className={styles.terms}>
        {accept.error ? <Banner tone="error">{errorMessage(intl, accept.error)}</Banner> : null}
        <p>{t('session.employeeTerms.intro')}</p>
        <p>{t('session.employeeTerms.body')}</p>
        <p>
          <a
            className={styles.link}
            href={`/${locale}/associate-discount-terms`}
            target="_blank"
            rel="noopener"
          >
            {t('session.employeeTerms.readFull')}{' '}
            <VisuallyHidden>{t('session.signIn.opensInNewTab')}</VisuallyHidden>
          </a>
        </p>
        <p className={styles.note}>{t('session.employeeTerms.declinedNote')}</p>
      </div>
    </Dialog>
  );
}
