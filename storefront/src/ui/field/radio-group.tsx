import type { ReactNode, Ref } from 'react';
import styles from './field.module.css';
import { useFieldIds } from './field-ids';
import { FieldMessages } from './field-messages';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Extra text under the option (a delivery estimate). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible legend. */
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  /** Controlled value; leave undefined with react-hook-form and spread `register(name)` via inputProps. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  hideLegend?: boolean;
  id?: string;
  className?: string;
  /** Props spread onto every radio input (react-hook-form's register result: onChange, onBlur, name, ref). */
  inputProps?: {
    onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
    onBlur?: (event: React.FocusEvent<HTMLInputElement>) => void;
    name?: string;
    ref?: Ref<HTMLInputElement>;
  };
}

/** A fieldset of native radios: arrow keys move between options, the legend names the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  disabled,
  hideLegend,
  id,
  className,
  inputProps,
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <fieldset
      id={ids.controlId}
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={hideLegend ? 'visually-hidden' : styles.label}>{legend}</legend>
      {options.map((option) => {
        const optionId = `${ids.controlId}-${option.value}`;
        return (
          <div key={option.value} className={styles.checkRow}>
            <input
              id={optionId}
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              disabled={option.disabled}
              {...(value !== undefined ? { checked: value === option.value } : {})}
              {...(defaultValue !== undefined ? { defaultChecked: defaultValue === option.value } : {})}
              {...inputProps}
              onChange={(event) => {
                inputProps?.onChange?.(event);
                if (event.target.checked) onChange?.(option.value);
              }}
            />
            <label htmlFor={optionId} className={styles.checkLabel}>
              {option.label}
              {option.description ? (
                <span className={styles.optionDescription}>{option.description}</span>
              ) : null}
            </label>
          </div>
        );
      })}
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </fieldset>
  );
}
