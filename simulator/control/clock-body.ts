import { z } from '../../contracts/zod';
import type { Clock } from '../core/clock';
import { addIsoDuration, parseIsoDuration } from '../core/iso-duration';

const ACTIONS = ['set', 'advance', 'advanceSeconds', 'real'] as const;

/**
 * POST /__harness/clock: exactly one of `set` (an ISO instant), `advance` (an ISO-8601 duration),
 * `advanceSeconds` or `real: true` (back to the wall clock); `freeze: true` with a move makes it stand still.
 */
const clockChange = z
  .strictObject({
    set: z.iso.datetime({ offset: true }).optional(),
    advance: z
      .string()
      .refine((text) => parseIsoDuration(text) !== undefined, 'must be an ISO-8601 duration such as PT16M')
      .optional(),
    advanceSeconds: z.number().finite().optional(),
    real: z.literal(true).optional(),
    freeze: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const given = ACTIONS.filter((key) => body[key] !== undefined);
    if (given.length === 0)
      ctx.addIssue({ code: 'custom', path: [], message: `give one of ${ACTIONS.join(', ')}` });
    for (const extra of given.slice(1))
      ctx.addIssue({ code: 'custom', path: [extra], message: `give only one of ${ACTIONS.join(', ')}` });
    if (body.real && body.freeze !== undefined)
      ctx.addIssue({ code: 'custom', path: ['freeze'], message: 'the real clock cannot be frozen' });
  });

export type ClockChange = z.input<typeof clockChange>;

type ClockChangeRead = { success: true; change: ClockChange } | { success: false; message: string };

/** The change, or a message naming the field (`body.advance: must be ...`). */
export function parseClockChange(raw: unknown): ClockChangeRead {
  const parsed = clockChange.safeParse(raw);
  if (parsed.success) return { success: true, change: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || (issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : '');
  return { success: false, message: `body${field ? `.${field}` : ''}: ${issue?.message ?? 'invalid'}` };
}

export function readClockChange(text: string | undefined): ClockChangeRead {
  try {
    return parseClockChange(JSON.parse(text ?? ''));
  } catch {
    return { success: false, message: 'body: is not valid JSON' };
  }
}

export function applyClockChange(clock: Clock, change: ClockChange): void {
  const freeze = change.freeze ?? false;
  if (change.real) {
    clock.real();
    return;
  }
  const now = clock.now();
  let target = now;
  if (change.set !== undefined) target = new Date(change.set);
  const duration = change.advance === undefined ? undefined : parseIsoDuration(change.advance);
  if (duration) target = addIsoDuration(now, duration);
  if (change.advanceSeconds !== undefined) target = new Date(now.getTime() + change.advanceSeconds * 1000);
  if (freeze || change.set !== undefined) clock.setTo(target, { freeze });
  else clock.advance(target.getTime() - now.getTime());
}
