import { FormattedMessage } from '../i18n/intl';
import styles from './skip-link.module.css';

export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      <FormattedMessage id="shell.skipToContent" />
    </a>
  );
}
