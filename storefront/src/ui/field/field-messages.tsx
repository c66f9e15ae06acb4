import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/icons';
import styles from './field.module.css';

/** The hint and error texts under a control; the error is what aria-describedby reads out first. */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint?: ReactNode;
  error?: ReactNode;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertIcon size="sm" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}
