import { isBlank, NAME_PATTERN } from '../../../../../contracts/validators/generic';
import { MESSAGES } from '../../../../../contracts/validators/messages';
import { z } from '../../../../../contracts/zod';

/**
 * The event form's rules (spec 001 section 5): at least one attending day, the terms ticked, the guest's name
 * a name only when filled; the messages are the contracts' own (translated by their key).
 */
export const eventFormSchema = z.object({
  attendingDays: z.array(z.string()).min(1, MESSAGES.required),
  plusOne: z.string().refine((v) => isBlank(v) || NAME_PATTERN.test(v.trim()), MESSAGES.name),
  termsAccepted: z.boolean().refine((v) => v, MESSAGES.required),
});

export type EventFormSchemaValues = z.infer<typeof eventFormSchema>;
