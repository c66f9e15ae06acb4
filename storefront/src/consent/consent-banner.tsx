import { useId } from 'react';
import { useIntl } from '../i18n/intl';
import { Button } from '../ui/button/button';
import { useDialogs } from '../ui/dialog/dialog-store';
import { usePublishActiveGroups } from './active-groups';
import styles from './consent-banner.module.css';
import { allChoices, consentAsked } from './consent-policy';
import { consentStore } from './consent-store';
import { useConsentFacts } from './use-consent';

/**
 * The first-visit consent banner of an EMEA site (spec 001 section 6): accept all, required only, or the
 * settings (the preference centre). A region, not a modal: the page stays usable, and it comes right after
 * the skip link in the page's order, so a keyboard or screen-reader user meets it before the header. Fixed to the bottom of the
 * viewport, it moves nothing on the page as it appears.
 */
export default function ConsentBanner() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const titleId = useId();
  const facts = useConsentFacts();
  // Mounted on every page of a site that needs consent: it also tells non-React code what is allowed.
  usePublishActiveGroups();
  if (!consentAsked(facts)) return null;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {t('consent.banner.title')}
          </h2>
          <p>{t('consent.banner.text')}</p>
        </div>
        <div className={styles.actions}>
          <Button onClick={() => consentStore().choose(allChoices(true))}>{t('consent.acceptAll')}</Button>
          <Button variant="secondary" onClick={() => consentStore().choose(allChoices(false))}>
            {t('consent.requiredOnly')}
          </Button>
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => dialogs.open('consentPreferences')}>
            {t('consent.banner.settings')}
          </Button>
        </div>
      </div>
    </section>
  );
}
