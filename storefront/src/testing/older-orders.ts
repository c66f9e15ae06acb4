import type { PurchaseRecord } from '../../../simulator/db/account-records';
import type { TestSimulator } from './simulator-server';

/**
 * Ten more orders of the registered shopper, older than the seeded ones (the order history's second page),
 * written into this test's world: copies of EC90000001 numbered EC91000000 to EC91000009.
 */
export async function addTenOlderOrders(sim: TestSimulator): Promise<void> {
  const world = await sim.simulator.worlds.get(sim.sessionHeader()['x-harness-session'] as string);
  const template = world.db.accounts.purchases.findFirst((q) =>
    q.where({ orderNumber: 'EC90000001' }),
  ) as PurchaseRecord;
  for (let i = 0; i < 10; i += 1) {
    await world.db.accounts.purchases.create({
      ...structuredClone(template),
      orderNumber: `EC9100000${i}`,
      orderId: `EC9100000${i}`,
      createdAt: new Date(Date.UTC(2020, 0, 10 - i)).toISOString(),
    });
  }
}
