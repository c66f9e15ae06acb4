import { useState } from 'react';
import { CONSENT_CATEGORY_IDS, type ConsentCategory } from '../../../contracts/common/consent-categories';
import { useIntl } from '../i18n/intl';
import { Button } from '../ui/button/button';
import { Dialog } from '../ui/dialog/dialog';
import { Checkbox } from '../ui/field/checkbox';
import { allChoices } from './consent-policy';
import styles from './consent-preferences-dialog.module.css';
import { consentStore } from './consent-store';

/**
 * The preference centre: each category with what it covers, the required one always on. Opened from the
 * banner's settings and from the footer at any time; saving applies at once (a withdrawn category stops
 * its calls in the same page).
 */
export default function ConsentPreferencesDialog({ onClose }: { readonly onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [choices, setChoices] = useState(() => consentStore().get() ?? allChoices(false));
  const save = (next: typeof choices) => {
    consentStore().choose(next);
    onClose();
  };
  const toggle = (category: ConsentCategory, on: boolean) => setChoices({ ...choices, [category]: on });
  return (
    <Dialog
      title={t('consent.preferences.title')}
      onClose={onClose}
      size="md"
      footer={
        <div className={styles.actions}>
          <Button onClick={() => save(choices)}>{t('consent.preferences.save')}</Button>
          <Button variant="secondary" onClick={() => save(allChoices(true))}>
            {t('consent.acceptAll')}
          </Button>
          <Button variant="secondary" onClick={() => save(allChoices(false))}>
            {t('consent.requiredOnly')}
          </Button>
        </div>
      }
    >
      <p className={styles.intro}>{t('consent.preferences.intro')}</p>
      <ul className={styles.categories}>
        {CONSENT_CATEGORY_IDS.map((category) => (
          <li key={category}>
            <Checkbox
              label={t(`consent.category.${category}`)}
              hint={t(`consent.category.${category}.text`)}
              checked={category === 'C0001' || choices[category]}
              // The required category cannot be refused: shown checked and unchangeable.
              disabled={category === 'C0001'}
              onChange={(event) => toggle(category, event.currentTarget.checked)}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
