import { Suspense, useState } from 'react';
import { useIntl } from '../../../i18n/intl';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import { Button } from '../../../ui/button/button';
import styles from './passwords.module.css';

// The dialog, its form rules and its texts load on the first click (the account page stays light).
const ChangePasswordDialog = lazyWithMessages(
  () => import('./change-password-dialog'),
  ['passwords', 'errorTexts'],
);

/** The account page's Password section: a button that opens the change-password dialog. */
export function ChangePasswordSection() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.section} aria-labelledby="account-password-title">
      <h2 id="account-password-title">{t('session.accountPage.passwordTitle')}</h2>
      <p>{t('session.accountPage.passwordText')}</p>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('session.accountPage.changePassword')}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
