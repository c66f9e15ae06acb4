import { email } from '../../../../../contracts/validators/generic';
import { MESSAGES } from '../../../../../contracts/validators/messages';
import { z } from '../../../../../contracts/zod';

/** The newsletter's rules (spec 001 section 5): the email required and valid, the policy ticked. */
export const newsletterSchema = z.object({
  email: email(),
  policy: z.boolean().refine((v) => v, MESSAGES.required),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
