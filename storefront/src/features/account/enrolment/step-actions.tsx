import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import styles from './enrolment.module.css';

/** A complete-profile step's buttons: save (submits the step's form) and skip to the next step. */
export function StepActions({ saving, onSkip }: { saving: boolean; onSkip: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={saving}>
        {intl.formatMessage({ id: 'enrolment.save' })}
      </Button>
      <Button variant="secondary" onClick={onSkip}>
        {intl.formatMessage({ id: 'enrolment.skip' })}
      </Button>
    </div>
  );
}
