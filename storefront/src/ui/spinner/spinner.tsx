import { useIntl } from '../../i18n/intl';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; "Loading" by default. Pass `decorative` when the surrounding control already says it. */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const intl = useIntl();
  const spinner = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return spinner;
  return (
    <span role="status" className={styles.wrap}>
      {spinner}
      <span className="visually-hidden">{label ?? intl.formatMessage({ id: 'ui.spinner.label' })}</span>
    </span>
  );
}
