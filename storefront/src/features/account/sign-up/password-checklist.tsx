import {
  PASSWORD_RULE_KEYS,
  PASSWORD_RULES,
  type PasswordRuleKey,
  passwordChecklist,
} from '../../../../../contracts/validators/generic';
import { useIntl } from '../../../i18n/intl';
import { CheckIcon } from '../../../ui/icons/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import styles from './sign-up.module.css';
import { signUpValidationText } from './sign-up-text';

/** The message key of each rule ('Eight or more characters', ...), translated like the validator's. */
const ruleText = (key: PasswordRuleKey) => PASSWORD_RULES[key].message;

/** The password requirements, ticked live as the shopper types (spec 001 section 5's checklist). */
export function PasswordChecklist({ id, password }: { readonly id: string; readonly password: string }) {
  const intl = useIntl();
  const met = passwordChecklist(password);
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.checklistTitle}>{intl.formatMessage({ id: 'signUp.passwordRules' })}</p>
      <ul>
        {PASSWORD_RULE_KEYS.map((key) => (
          <li key={key} className={met[key] ? styles.ruleMet : styles.ruleUnmet}>
            <CheckIcon aria-hidden="true" className={styles.ruleIcon} />
            {signUpValidationText(intl, ruleText(key))}
            <VisuallyHidden>
              {' '}
              ({intl.formatMessage({ id: met[key] ? 'signUp.passwordRuleMet' : 'signUp.passwordRuleUnmet' })})
            </VisuallyHidden>
          </li>
        ))}
      </ul>
    </div>
  );
}
