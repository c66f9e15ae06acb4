import {
  PASSWORD_RULE_KEYS,
  PASSWORD_RULES,
  passwordChecklist,
} from '../../../../../contracts/validators/generic';
import { useIntl } from '../../../i18n/intl';
import { CheckIcon } from '../../../ui/icons/icons';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { translateValidation } from '../../session/validation-message';
import styles from './passwords.module.css';

/**
 * The live requirements checklist under a new password (spec 001 section 5): the contracts' four parts,
 * each ticked as the shopper types. The field describes itself with it (aria-describedby = `id`).
 */
export function PasswordChecklist({ id, value }: { readonly id: string; readonly value: string }) {
  const intl = useIntl();
  const passed = passwordChecklist(value);
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.checklistTitle}>{intl.formatMessage({ id: 'passwords.checklist.title' })}</p>
      <ul>
        {PASSWORD_RULE_KEYS.map((key) => (
          <li key={key} className={passed[key] ? styles.met : styles.unmet}>
            <span className={styles.mark} aria-hidden="true">
              {passed[key] ? <CheckIcon size="sm" /> : null}
            </span>
            {translateValidation(intl, PASSWORD_RULES[key].message, 'passwords.validation.')}
            <VisuallyHidden>
              {` (${intl.formatMessage({ id: passed[key] ? 'passwords.checklist.met' : 'passwords.checklist.unmet' })})`}
            </VisuallyHidden>
          </li>
        ))}
      </ul>
    </div>
  );
}
