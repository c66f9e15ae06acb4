import {
  PASSWORD_RULE_KEYS,
  PASSWORD_RULES,
  passwordChecklist,
} from '../../../../contracts/validators/generic';
import { CheckIcon } from '../../ui/icons/icons';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './password-checklist.module.css';

/** The checklist's words, from the catalogue area of the form it sits in (sign-up or passwords). */
export interface PasswordChecklistTexts {
  readonly title: string;
  /** Read after each rule by screen readers: whether it is met yet. */
  readonly met: string;
  readonly unmet: string;
  /** A rule's text from the contracts' validator message. */
  readonly rule: (message: string) => string;
}

/**
 * The live requirements checklist under a new password (spec 001 section 5): the contracts' four rules,
 * each ticked as the shopper types. The field describes itself with it (aria-describedby = `id`).
 */
export function PasswordChecklist({
  id,
  value,
  texts,
}: {
  readonly id: string;
  readonly value: string;
  readonly texts: PasswordChecklistTexts;
}) {
  const passed = passwordChecklist(value);
  return (
    <div id={id} className={styles.checklist}>
      <p className={styles.title}>{texts.title}</p>
      <ul>
        {PASSWORD_RULE_KEYS.map((key) => (
          <li key={key} className={passed[key] ? styles.met : styles.unmet}>
            <span className={styles.mark} aria-hidden="true">
              {passed[key] ? <CheckIcon size="sm" /> : null}
            </span>
            {texts.rule(PASSWORD_RULES[key].message)}
            <VisuallyHidden>{` (${passed[key] ? texts.met : texts.unmet})`}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </div>
  );
}
