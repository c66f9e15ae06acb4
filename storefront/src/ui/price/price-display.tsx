import type { PriceDisplay as PriceDisplayData } from '../../../../contracts/entities/price-display';
import { useIntl } from '../../i18n/intl';
import { formatMoney, percentOff } from './format-money';
import styles from './price.module.css';

export interface PriceDisplayProps {
  price: PriceDisplayData;
  size?: 'sm' | 'md' | 'lg';
  /** Show the percent-off badge when on sale (default true). */
  showPercentOff?: boolean;
  className?: string;
}

/**
 * Current price (or "low – high" range), the original struck through when on sale, and a percent-off
 * badge. Visually hidden labels say which price is which, since strike-through is not announced.
 */
export function PriceDisplay({ price, size = 'md', showPercentOff = true, className }: PriceDisplayProps) {
  const intl = useIntl();
  const money = (amount: number) => formatMoney(amount, price.currency, intl.locale);
  const range = (low: number, high: number) =>
    low === high
      ? money(low)
      : intl.formatMessage({ id: 'ui.price.range' }, { low: money(low), high: money(high) });

  const onSale = price.lowCurrent < price.lowOriginal || price.highCurrent < price.highOriginal;
  // Colours at different prices (some on sale, or at other percents): "From $195.95", "Up to 50% off",
  // as shops show it, rather than a sale range that ends on the full price.
  const fromPrice = onSale && price.lowCurrent !== price.highCurrent;
  const percent = price.percentagePriceDiscount || percentOff(price.lowOriginal, price.lowCurrent);
  const current = fromPrice
    ? intl.formatMessage({ id: 'ui.price.from' }, { price: money(price.lowCurrent) })
    : range(price.lowCurrent, price.highCurrent);

  return (
    <p className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      {onSale ? (
        <>
          <span className={styles.sale}>
            <span className="visually-hidden">{intl.formatMessage({ id: 'ui.price.sale' })} </span>
            {current}
          </span>{' '}
          <s className={styles.original}>
            <span className="visually-hidden">{intl.formatMessage({ id: 'ui.price.original' })} </span>
            {range(price.lowOriginal, price.highOriginal)}
          </s>
          {showPercentOff && percent > 0 ? (
            <>
              {' '}
              <span className={styles.percent}>
                {intl.formatMessage(
                  { id: fromPrice ? 'ui.price.upToPercentOff' : 'ui.price.percentOff' },
                  { percent },
                )}
              </span>
            </>
          ) : null}
        </>
      ) : (
        <span className={styles.current}>
          <span className="visually-hidden">{intl.formatMessage({ id: 'ui.price.current' })} </span>
          {current}
        </span>
      )}
    </p>
  );
}
