import { useEffect, useId, useState } from 'react';
import { useIntl } from '../../i18n/intl';
import { IconButton } from '../button/icon-button';
import { MinusIcon, PlusIcon } from '../icons/icons';
import { clampQuantity, DEFAULT_MAX_QUANTITY } from './clamp-quantity';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max?: number;
  /** Names the controls: "Decrease quantity of Nuptse Jacket". */
  productName?: string;
  disabled?: boolean;
  id?: string;
  /** Show the "Quantity" label visually (it is always there for assistive tech). */
  showLabel?: boolean;
}

/**
 * Decrease and increase buttons around a number input. Typing commits on blur or Enter, clamped to the
 * bounds; the buttons are disabled at the bounds.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = DEFAULT_MAX_QUANTITY,
  productName,
  disabled = false,
  id,
  showLabel = false,
}: QuantityStepperProps) {
  const intl = useIntl();
  const generated = useId();
  const inputId = id ?? `qty${generated}`;
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const named = (plain: string, withName: string) =>
    productName
      ? intl.formatMessage({ id: withName }, { name: productName })
      : intl.formatMessage({ id: plain });

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max, value);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={inputId} className={showLabel ? styles.label : 'visually-hidden'}>
        {named('ui.quantity.label', 'ui.quantity.labelFor')}
      </label>
      <div className={styles.controls}>
        <IconButton
          label={named('ui.quantity.decrease', 'ui.quantity.decreaseFor')}
          size="sm"
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          <MinusIcon size="sm" />
        </IconButton>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(draft === '' ? Number.NaN : Number(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(draft === '' ? Number.NaN : Number(draft));
          }}
        />
        <IconButton
          label={named('ui.quantity.increase', 'ui.quantity.increaseFor')}
          size="sm"
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          <PlusIcon size="sm" />
        </IconButton>
      </div>
    </div>
  );
}
