import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl';
import styles from './field.module.css';

export function FieldLabel({
  htmlFor,
  children,
  optional,
  hidden,
}: {
  htmlFor: string;
  children: ReactNode;
  optional?: boolean;
  /** Keep the label for assistive tech but hide it visually (a search box with a placeholder). */
  hidden?: boolean;
}) {
  const intl = useIntl();
  return (
    <label htmlFor={htmlFor} className={hidden ? 'visually-hidden' : styles.label}>
      {children}
      {optional ? (
        <span className={styles.optional}> {intl.formatMessage({ id: 'ui.field.optional' })}</span>
      ) : null}
    </label>
  );
}
