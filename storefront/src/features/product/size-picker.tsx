import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import styles from './variant-picker.module.css';
import type { SizeChoice } from './variant-selection';

/**
 * The sizes as a radio group. A size the colour cannot be bought in stays in the list, disabled and
 * labelled "unavailable", so the shopper sees the whole size run.
 */
export function SizePicker({
  choices,
  value,
  onChange,
  error,
}: {
  choices: readonly SizeChoice[];
  value: string | undefined;
  onChange: (size: string) => void;
  /** Shown under the sizes ("Please select a size"). */
  error?: string;
}) {
  const intl = useIntl();
  const name = useId();
  const errorId = `${name}-error`;
  const unavailable = intl.formatMessage({ id: 'product.size.unavailable' });
  if (choices.length === 0) return null;
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>
        {value ? (
          <FormattedMessage
            id="product.size.selected"
            values={{ size: choices.find((c) => c.value === value)?.label ?? value }}
          />
        ) : (
          <FormattedMessage id="product.size.legend" />
        )}
      </legend>
      <div className={styles.sizes}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.size} data-unavailable={!choice.available || undefined}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={!choice.available}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.sizeFace}>
              {choice.label}
              {choice.available ? null : <span className="visually-hidden">{` ${unavailable}`}</span>}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
