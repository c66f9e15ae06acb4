import { FormattedMessage } from 'react-intl';
import styles from './skip-link.module.css';

export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      <FormattedMessage id="shell.skipToContent" defaultMessage="Skip to content" />
    </a>
  );
}
