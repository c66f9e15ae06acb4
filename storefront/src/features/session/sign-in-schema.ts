import { required, signInEmail } from '../../../../contracts/validators/generic';
import { z } from '../../../../contracts/zod';

/**
 * The sign-in form's rules, from the contracts' own validators and messages: the email required, valid
 * and at most 100 characters (spec 001 section 9), the password required. Loaded with the dialog only.
 */
export const signInSchema = z.object({
  email: signInEmail,
  password: required(),
});

export type SignInValues = z.infer<typeof signInSchema>;
