import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';
import { useFieldIds } from './field-ids';
import { FieldLabel } from './field-label';
import { FieldMessages } from './field-messages';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hint,
  error,
  optional,
  id,
  className,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.controlId} optional={optional}>
        {label}
      </FieldLabel>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
