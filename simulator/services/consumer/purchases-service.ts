import type { World } from '../../core/world';
import type { AccountRecord, PurchaseRecord } from '../../db/account-records';
import { copyRecord } from '../../db/copy-record';
import { purchaseFromOrder } from '../../domain/consumer/purchases';
import { findOrder, ordersOfConsumer } from '../commerce/orders';

/**
 * Where a consumer's purchases come from: the seeded order history (kept in the account store) and the
 * orders placed through checkout (commerce area), including guest orders attached at sign-in, with what
 * this area recorded on them (cancel, returns).
 */
interface FoundPurchase {
  readonly purchase: PurchaseRecord;
  readonly source: 'history' | 'placed';
}

const matches = (p: PurchaseRecord, ref: string) => p.orderNumber === ref || p.orderId === ref;

async function placed(
  world: World,
  orderNumber: string,
  fallbackEmail: string,
): Promise<PurchaseRecord | undefined> {
  const order = await findOrder(world, orderNumber);
  if (!order) return undefined;
  const overlay = world.db.accounts.orderOverlays.findFirst((q) => q.where({ orderNumber }));
  return purchaseFromOrder(order, overlay, world.clock.now(), fallbackEmail);
}

export async function purchasesOf(world: World, account: AccountRecord): Promise<FoundPurchase[]> {
  const history = world.db.accounts.purchases
    .findMany((q) => q.where({ consumerId: account.consumerId }))
    .map((purchase) => ({
      purchase: copyRecord(purchase) as PurchaseRecord,
      source: 'history' as const,
    }));
  const attached = world.db.accounts.orderOverlays
    .findMany((q) => q.where({ consumerId: account.consumerId }))
    .map((overlay) => overlay.orderNumber);
  const own = (await ordersOfConsumer(world, account.consumerId)).map((order) => order.orderNumber);
  const numbers = [...new Set([...own, ...attached])];
  const fromOrders: FoundPurchase[] = [];
  for (const number of numbers) {
    const purchase = await placed(world, number, account.email);
    if (purchase)
      fromOrders.push({ purchase: { ...purchase, consumerId: account.consumerId }, source: 'placed' });
  }
  return [...history, ...fromOrders];
}

/** One purchase of the consumer, by order id or order number. */
export async function purchaseOf(
  world: World,
  account: AccountRecord,
  ref: string,
): Promise<FoundPurchase | undefined> {
  return (await purchasesOf(world, account)).find((found) => matches(found.purchase, ref));
}

/** Any purchase by order number (track order works for guests, checked by email). */
export async function purchaseByNumber(
  world: World,
  orderNumber: string,
): Promise<FoundPurchase | undefined> {
  const seeded = world.db.accounts.purchases.findFirst((q) => q.where((p) => matches(p, orderNumber)));
  if (seeded) return { purchase: copyRecord(seeded) as PurchaseRecord, source: 'history' };
  const purchase = await placed(world, orderNumber, '');
  return purchase ? { purchase, source: 'placed' } : undefined;
}

/** Records a cancel or return: on the seeded record, or on the overlay of a placed order. */
export async function savePurchase(
  world: World,
  found: FoundPurchase,
  next: PurchaseRecord,
  returnedLines: readonly { itemId: string; qty: number }[] = [],
): Promise<void> {
  if (found.source === 'history') {
    await world.db.accounts.purchases.update((q) => q.where({ orderNumber: next.orderNumber }), {
      data(draft) {
        Object.assign(draft, copyRecord(next));
      },
    });
    return;
  }
  const overlays = world.db.accounts.orderOverlays;
  const orderNumber = next.orderNumber;
  if (!overlays.findFirst((q) => q.where({ orderNumber }))) {
    await overlays.create({ orderNumber, returned: [], returnCount: 0 });
  }
  await overlays.update((q) => q.where({ orderNumber }), {
    data(draft) {
      if (next.cancelledAt) draft.cancelledAt = next.cancelledAt;
      draft.returnCount = next.returnCount;
      for (const line of returnedLines) {
        const entry = draft.returned.find((r) => r.itemId === line.itemId);
        if (entry) entry.qty += line.qty;
        else draft.returned.push({ itemId: line.itemId, qty: line.qty });
      }
    },
  });
}
