import { useId } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Picture } from '../../ui/image/picture';
import styles from './variant-picker.module.css';
import type { AttributeOption } from './variant-selection';

/** The colours as a radio group of swatches, each named by its colour; arrow keys move between them. */
export function ColourPicker({
  options,
  value,
  onChange,
}: {
  options: readonly AttributeOption[];
  value: string;
  onChange: (colour: string) => void;
}) {
  const name = useId();
  const selected = options.find((o) => o.value === value);
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="product.colour.legend" values={{ colour: selected?.label ?? value }} />
      </legend>
      <div className={styles.swatches}>
        {options.map((option) => (
          <label key={option.value} className={styles.swatch} title={option.label}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-label={option.label}
            />
            <span className={styles.swatchFace} data-unavailable={!option.available || undefined}>
              {option.swatch ? (
                <Picture src={option.swatch} alt="" width={40} height={40} />
              ) : (
                <span className={styles.swatchText}>{option.label.slice(0, 2)}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
