import type { World } from '../../core/world';
import { toMajor, toMinor } from '../../domain/commerce/money';
import { spendAfter } from '../../domain/consumer/employee-spend';
import { updateAccount } from '../auth/accounts';

/** Writes an order's total to (or, negative, back from) an employee's spend; other accounts are unchanged. */
export async function recordEmployeeSpend(world: World, consumerId: string, change: number): Promise<void> {
  await updateAccount(world, consumerId, (draft) => {
    if (!draft.employee) return;
    draft.employee.currentSpend = toMajor(spendAfter(toMinor(draft.employee.currentSpend), change));
  });
}
