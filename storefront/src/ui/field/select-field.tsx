import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import styles from './field.module.css';
import { useFieldIds } from './field-ids';
import { FieldLabel } from './field-label';
import { FieldMessages } from './field-messages';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option ("Select a state"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  hideLabel,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ref,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.controlId} optional={optional} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={ids.controlId}
          className={`${styles.control} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size="sm" className={styles.selectChevron} />
      </div>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
