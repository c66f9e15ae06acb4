import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeature, useSiteConfig } from '../config/site-config-provider';
import { SignUpIntro } from '../features/account/sign-up/sign-up-intro';
import styles from '../features/account/sign-up/sign-up-page.module.css';
import { Espot } from '../features/content-blocks/espot/espot';
import { useIntl } from '../i18n/intl';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import { useDialogs } from '../ui/dialog/dialog-store';
import { Spinner } from '../ui/spinner/spinner';
import { NotFoundWithContent } from './not-found-with-content';
import { PageMeta } from './page-meta';

// The form's code (validators, phone rules, the form library: some 90 kB) is asked for once the heading and
// intro have painted, so a slow connection shows the page first rather than a blank while it all arrives.
const SignUpView = lazyWithMessages(
  () => import('../features/account/sign-up/sign-up-view'),
  ['signUp', 'errorTexts'],
);

/**
 * Its children once it has mounted: beside a lazy part in one Suspense boundary, only after that part has
 * arrived (the sign-up page's content loads after the form, which keeps the form's paint first).
 */
function AfterMount({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : null;
}

/** /{locale}/sign-up: the sign-up form as a page (the footer's newsletter link), where new accounts are allowed. */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const enabled = useFeature('newSignUpAllowed');
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  if (!enabled) return <NotFoundWithContent />;
  const title = intl.formatMessage({ id: 'signUp.title' });
  const loading = (
    <div className={styles.loading}>
      <Spinner />
    </div>
  );
  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={intl.formatMessage({ id: 'signUp.intro' })}
        canonicalPath={`/${locale}/sign-up`}
      />
      <h1>{title}</h1>
      <SignUpIntro onSignIn={() => dialogs.open('signIn')} />
      <Suspense fallback={loading}>
        {painted ? (
          <>
            <SignUpView loyalty={false} onDone={() => void navigate(`/${locale}/account`)} />
            <AfterMount>
              <Espot slug="sign-up" pageType="other" />
            </AfterMount>
          </>
        ) : (
          loading
        )}
      </Suspense>
    </div>
  );
}
