import { addPriceAdjustmentRequest } from '../../../../contracts/entities/promotions';
import { z } from '../../../../contracts/zod';
import type { PriceAdjustmentInput } from '../../commerce/associate';

/** The reasons an associate can give (the contract takes any upper-case code; these are the offered ones). */
export const REASON_CODES = ['PRICE_MATCH', 'DAMAGED', 'SERVICE_RECOVERY', 'MANAGER_DISCOUNT'] as const;

/** The "apply to" value of the whole order; any other value is a cart line's item id. */
export const ORDER_TARGET = 'ORDER';

export interface PriceAdjustmentValues {
  /** ORDER_TARGET or a line's item id. */
  target: string;
  type: PriceAdjustmentInput['type'];
  /** As typed: a decimal point or comma. */
  value: string;
  reasonCode: string;
}

/** The form's values as the addPriceAdjustment body (level ORDER, or ITEM with the line's id). */
export function adjustmentBody(values: PriceAdjustmentValues): PriceAdjustmentInput {
  const change = {
    type: values.type,
    value: Number(values.value.trim().replace(',', '.')),
    reasonCode: values.reasonCode,
  };
  return values.target === ORDER_TARGET
    ? { level: 'ORDER', ...change }
    : { level: 'ITEM', itemId: values.target, ...change };
}

/**
 * The form's rules are the contract's (addPriceAdjustmentRequest: a positive value, at most 100 percent, a
 * reason code): the body the form would send is checked with it, and each failure is put on its field as a
 * message key of the associate area (`associate.adjust.<key>`).
 */
export const priceAdjustmentSchema = z
  .object({
    target: z.string(),
    type: addPriceAdjustmentRequest.shape.type,
    value: z.string(),
    reasonCode: z.string(),
  })
  .superRefine((values, ctx) => {
    const body = adjustmentBody(values);
    const typed = values.value.trim() !== '' && Number.isFinite(body.value);
    const failed = new Set<string>();
    const fail = (field: 'value' | 'reasonCode', message: string) => {
      if (failed.has(field)) return;
      failed.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (!typed) fail('value', 'valueRequired');
    // Without a number typed, the contract still checks the rest (a stand-in value it accepts).
    const checked = addPriceAdjustmentRequest.safeParse(typed ? body : { ...body, value: 1 });
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const [field] = issue.path;
      // The contract's refinement is the percent bound; any other value failure is "not positive".
      if (field === 'value') fail('value', issue.code === 'custom' ? 'percentMax' : 'valueRequired');
      else if (field === 'reasonCode') fail('reasonCode', 'reasonRequired');
    }
  });
