import { useIntl } from '../../../i18n/intl';
import styles from './dialogs.module.css';

/**
 * The event sign-up's two-step header: step 1 signing in (or joining, when creating an account), step 2
 * joining the event. The current step is marked for assistive technology (aria-current="step").
 */
export function EventSteps({ step, joining }: { readonly step: 1 | 2; readonly joining: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `contentBlocks.dialogs.event.${id}` });
  const steps = [joining ? t('stepJoin') : t('stepSignIn'), t('stepEvent')];
  return (
    <ol className={styles.steps} aria-label={t('steps')}>
      {steps.map((label, i) => (
        <li key={label} className={styles.stepItem} aria-current={i + 1 === step ? 'step' : undefined}>
          <span className={styles.stepNumber} aria-hidden="true">
            {i + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}
