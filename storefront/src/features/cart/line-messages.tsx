import { useIntl } from '../../i18n/intl';
import styles from './cart-line.module.css';
import type { StockState } from './cart-notices';

export interface LineMessage {
  readonly text: string;
  readonly tone: 'error' | 'info';
}

const STOCK_MESSAGE: Readonly<Record<StockState, string>> = {
  partial: 'cart.stock.partial',
  missing: 'cart.stock.missing',
  unavailable: 'cart.stock.unavailable',
};

/** What a line tells the shopper: its stock state, item codes, and the last failed action (announced). */
export function LineMessages({
  stock,
  codes,
  failure,
}: {
  stock: StockState | null;
  codes: readonly string[];
  failure: LineMessage | null;
}) {
  const intl = useIntl();
  const has = (id: string) => Object.hasOwn(intl.messages, id);
  const codeTexts = codes
    .filter((c) => has(`cart.code.${c}`))
    .map((c) => intl.formatMessage({ id: `cart.code.${c}` }));
  return (
    <>
      {stock || codeTexts.length > 0 ? (
        <ul className={styles.messages}>
          {stock ? (
            <li className={styles.message}>
              <strong>{intl.formatMessage({ id: STOCK_MESSAGE[stock] })}</strong>
            </li>
          ) : null}
          {codeTexts.map((text) => (
            <li key={text} className={styles.message}>
              {text}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="alert">
        {failure?.tone === 'error' ? (
          <p className={`${styles.message} ${styles.error}`}>{failure.text}</p>
        ) : null}
      </div>
      <div role="status">
        {failure?.tone === 'info' ? (
          <p className={`${styles.message} ${styles.info}`}>{failure.text}</p>
        ) : null}
      </div>
    </>
  );
}
