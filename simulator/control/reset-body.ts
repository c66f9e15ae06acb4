import { z } from '../../contracts/zod';

/** POST /__harness/reset takes no body, or `{ "seed": N }` to restart the session's world on another seed. */
const resetBody = z
  .object({ seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() })
  .strict();

type ResetBody = { success: true; seed?: number } | { success: false; message: string };

export function readResetBody(text: string | undefined): ResetBody {
  if (!text?.trim()) return { success: true };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { success: false, message: 'body: is not valid JSON' };
  }
  const parsed = resetBody.safeParse(raw);
  if (parsed.success) return { success: true, ...parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || (issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : '');
  return { success: false, message: `body.${field || '(body)'}: ${issue?.message ?? 'invalid'}` };
}
