import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './field.module.css';
import { useFieldIds } from './field-ids';
import { FieldMessages } from './field-messages';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          className={styles.check}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <label htmlFor={ids.controlId} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
