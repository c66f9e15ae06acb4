import { z } from '../../contracts/zod';

/** Forced failures QA may ask for at once: enough for any flow, small enough to notice a typo. */
export const MAX_FAIL_NEXT = 100;

/**
 * POST /__harness/bot-check and a scenario's `setup.botCheck`: `{ "failNext": N }` makes the session's next N
 * bot checks fail (AUT403 with the bot-defence appId) whatever their token; 0 stops forcing failures.
 */
export const botCheckChange = z.strictObject({
  failNext: z.number().int().min(0).max(MAX_FAIL_NEXT),
});

export type BotCheckChange = z.input<typeof botCheckChange>;

type BotCheckChangeRead = { success: true; change: BotCheckChange } | { success: false; message: string };

/** The change, or a message naming the field (`body.failNext: ...`). */
export function readBotCheckChange(text: string | undefined): BotCheckChangeRead {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '');
  } catch {
    return { success: false, message: 'body: is not valid JSON' };
  }
  const parsed = botCheckChange.safeParse(raw);
  if (parsed.success) return { success: true, change: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || (issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : '');
  return { success: false, message: `body${field ? `.${field}` : ''}: ${issue?.message ?? 'invalid'}` };
}
