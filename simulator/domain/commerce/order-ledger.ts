import type { World } from '../../core/world';
import type { CartRecord, OrderRecord } from '../../db/commerce-records';
import { adjustHomeStock, adjustStoreStock } from '../catalogue/inventory';
import { recordEmployeeSpend } from '../consumer/employee-spend';
import { toMinor } from './money';
import { normaliseCode } from './promotions';

/**
 * What placing an order takes from the world (stock, gift card balances, coupon redemptions) and what a
 * failed order gives back. Kept on the order (stockTaken, giftCardCharges, couponCodes) so the give-back
 * is exact.
 */

export async function takeStock(world: World, cart: CartRecord): Promise<OrderRecord['stockTaken']> {
  const taken: OrderRecord['stockTaken'] = [];
  for (const line of cart.lines) {
    if (!line.available || line.isDigital || (line.isCustoms && line.recipeId)) continue;
    if (line.delivery.code === 'pickup' && line.delivery.storeId) {
      await adjustStoreStock(world, line.delivery.storeId, line.sku, -line.qty);
      taken.push({ sku: line.sku, qty: line.qty, storeId: line.delivery.storeId });
    } else {
      // Units reserved by reserveWithItem were taken from home stock already.
      await adjustHomeStock(world, line.sku, -(line.qty - Math.min(line.qty, line.reservedQty)));
      taken.push({ sku: line.sku, qty: line.qty });
    }
  }
  return taken;
}

export async function chargeGiftCards(world: World, charges: OrderRecord['giftCardCharges']): Promise<void> {
  for (const { number, amount } of charges) {
    await world.db.commerce.giftCards.update((q) => q.where({ number }), {
      data(draft) {
        draft.balance = Math.max(0, draft.balance - amount);
      },
    });
  }
}

export async function redeemCoupons(
  world: World,
  codes: readonly string[],
  shopperKey: string | undefined,
): Promise<void> {
  const usage = world.db.commerce.couponUsage;
  for (const raw of codes) {
    const code = normaliseCode(raw);
    if (!usage.findFirst((q) => q.where({ code })))
      await usage.create({ code, redemptions: 0, redeemedBy: [] });
    await usage.update((q) => q.where({ code }), {
      data(draft) {
        draft.redemptions += 1;
        if (shopperKey && !draft.redeemedBy.includes(shopperKey)) draft.redeemedBy.push(shopperKey);
      },
    });
  }
}

/** A failed order gives back its stock, gift card balances and coupon redemptions. */
export async function giveBack(
  world: World,
  order: OrderRecord,
  shopperKey: string | undefined,
): Promise<void> {
  for (const { sku, qty, storeId } of order.stockTaken) {
    if (storeId) await adjustStoreStock(world, storeId, sku, qty);
    else await adjustHomeStock(world, sku, qty);
  }
  for (const { number, amount } of order.giftCardCharges) {
    await world.db.commerce.giftCards.update((q) => q.where({ number }), {
      data(draft) {
        draft.balance += amount;
      },
    });
  }
  // An employee's spend counted the order's total at placement (consumer/employee-spend.ts).
  if (order.consumerId) await recordEmployeeSpend(world, order.consumerId, -toMinor(order.totals.total));
  for (const code of order.couponCodes) {
    await world.db.commerce.couponUsage.update((q) => q.where({ code: normaliseCode(code) }), {
      data(draft) {
        draft.redemptions = Math.max(0, draft.redemptions - 1);
        if (shopperKey) draft.redeemedBy = draft.redeemedBy.filter((k) => k !== shopperKey);
      },
    });
  }
}
