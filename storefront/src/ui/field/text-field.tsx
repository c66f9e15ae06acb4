import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './field.module.css';
import { useFieldIds } from './field-ids';
import { FieldLabel } from './field-label';
import { FieldMessages } from './field-messages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The error text; when set the input is aria-invalid and describes itself with it. */
  error?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  hideLabel?: boolean;
  /** React 19 ref prop, so react-hook-form's `register` spreads straight in. */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  id,
  className,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ref,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.controlId} optional={optional} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        ref={ref}
        id={ids.controlId}
        type={type}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
