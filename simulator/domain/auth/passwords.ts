import { PASSWORD_RULES } from '../../../contracts/validators/generic';
import { type Failure, failure } from '../failure';

/** How many earlier passwords may not be reused (AUT452). */
const PASSWORD_HISTORY = 5;

interface NewPasswordInput {
  readonly newPassword: string;
  /** The body field holding the new password, named in a refusal's message (`body.password`). */
  readonly field: string;
  readonly confirmNewPassword?: string;
  readonly currentPassword?: string | undefined;
  readonly previousPasswords?: readonly string[];
}

/** The character classes of the checklist after its length rule, in the order the panel lists them. */
const CLASS_RULES = ['uppercase', 'lowercase', 'number'] as const;

/**
 * The password rule (spec 000 section 5: the checklist's four parts) and the reuse rules, in the order a
 * form shows them. Too short is FE872 ('password too short'); a missing character class is a validation
 * failure (API400) whose message is that part's checklist text, naming the field.
 */
export function newPasswordFailure(input: NewPasswordInput): Failure | undefined {
  const { newPassword } = input;
  if (input.confirmNewPassword !== undefined && input.confirmNewPassword !== newPassword)
    return failure('FE340');
  if (!PASSWORD_RULES.minLength.test(newPassword)) return failure('FE872');
  const missing = CLASS_RULES.find((rule) => !PASSWORD_RULES[rule].test(newPassword));
  if (missing) return failure('API400', `body.${input.field}: ${PASSWORD_RULES[missing].message}`);
  if (input.currentPassword !== undefined && newPassword === input.currentPassword) return failure('AUT451');
  if (input.previousPasswords?.includes(newPassword)) return failure('AUT452');
  return undefined;
}

/** The history after a change: the replaced password first, at most PASSWORD_HISTORY kept. */
export const passwordHistoryAfter = (previous: readonly string[], replaced: string | undefined): string[] =>
  (replaced === undefined ? [...previous] : [replaced, ...previous]).slice(0, PASSWORD_HISTORY);
