import { useIntl } from '../../i18n/intl';
import { Spinner } from '../../ui/spinner/spinner';
import styles from './checkout-page.module.css';

/**
 * A step's space while its code or its data loads: about a step form's height, so the steps below stay
 * where they are (below the fold) until the form arrives, with no layout shift.
 */
export function StepLoading() {
  const intl = useIntl();
  return (
    <div className={styles.stepLoading}>
      <Spinner label={intl.formatMessage({ id: 'checkout.page.loading' })} />
    </div>
  );
}
