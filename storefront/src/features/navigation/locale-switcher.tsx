import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SUPPORTED_LOCALES } from '../../config/site-config';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { pathInLocale } from './locale-path';
import styles from './locale-switcher.module.css';

/**
 * Country and language: the same page under another supported locale. A form with a submit button, so
 * choosing an option does not navigate by itself (no change of context on input).
 */
export function LocaleSwitcher() {
  const intl = useIntl();
  const id = useId();
  const { locale } = useSiteConfig();
  const [chosen, setChosen] = useState<string>(locale);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== locale) navigate(pathInLocale(pathname, search, chosen));
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage({ id: 'navigation.locale.label' })}
      </label>
      <div className={styles.row}>
        <select id={id} className={styles.select} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {SUPPORTED_LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {intl.formatMessage({ id: `navigation.locale.${option}` })}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.submit}>
          {intl.formatMessage({ id: 'navigation.locale.submit' })}
        </button>
      </div>
    </form>
  );
}
