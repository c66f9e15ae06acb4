import styles from './payment.module.css';

/**
 * What went wrong with a payment method, where the shopper acts on it (a failed action's catalogue message,
 * a declined provider): an alert, nothing without a message.
 */
export function PaymentAlert({ message }: { readonly message: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  ) : null;
}
