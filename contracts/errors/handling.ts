import { z } from '../zod';

/**
 * How the storefront reacts to a catalogue entry (spec 000 section 8, spec 001 section 8), as data the
 * storefront and the scenarios read. An entry may carry several, applied in order.
 */
export const handling = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('inline-at-input'),
    field: z.string().describe('Form field the message is shown under'),
  }),
  z.object({ kind: z.literal('field-error'), field: z.string() }),
  z.object({ kind: z.literal('item-level') }),
  z.object({ kind: z.literal('top-banner') }),
  z.object({ kind: z.literal('top-notification') }),
  z.object({ kind: z.literal('error-notice'), scrollIntoView: z.boolean().default(false) }),
  z.object({ kind: z.literal('sticky-error-toast') }),
  z.object({ kind: z.literal('recreate-cart-and-retry') }),
  z.object({ kind: z.literal('reset-cart-and-reload'), reloadAfterMs: z.number().int().positive() }),
  z.object({ kind: z.literal('refresh-cart') }),
  z.object({ kind: z.literal('show-flash-messages') }),
  z.object({ kind: z.literal('order-updated-message') }),
  z.object({ kind: z.literal('step-back'), step: z.enum(['shipping', 'billing']) }),
  z.object({ kind: z.literal('three-ds-challenge') }),
  z.object({
    kind: z.literal('retry'),
    times: z.number().int().positive(),
    afterMs: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('revalidate-field'), field: z.string() }),
  z.object({ kind: z.literal('bot-defence-challenge') }),
  z.object({ kind: z.literal('log-only') }),
]);

export type Handling = z.infer<typeof handling>;
