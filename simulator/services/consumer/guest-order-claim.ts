import type { World } from '../../core/world';
import { findOrder } from '../commerce/orders';

/**
 * Sign-in with an order pending (action postLogin): the guest order becomes the consumer's, when it
 * exists, its order token matches (if sent) and nobody owns it yet. Otherwise nothing is attached and the
 * sign-in still succeeds (the storefront goes to /account either way).
 */
export async function attachGuestOrder(
  world: World,
  consumerId: string,
  orderNo: string,
  st: string | undefined,
): Promise<boolean> {
  const order = findOrder(world, orderNo);
  if (!order || (st !== undefined && order.st !== st)) return false;
  const overlays = world.db.accounts.orderOverlays;
  const overlay = overlays.findFirst((q) => q.where({ orderNumber: orderNo }));
  if (overlay?.consumerId && overlay.consumerId !== consumerId) return false;
  if (overlay) {
    await overlays.update((q) => q.where({ orderNumber: orderNo }), {
      data(draft) {
        draft.consumerId = consumerId;
      },
    });
  } else {
    await overlays.create({ orderNumber: orderNo, consumerId, returned: [], returnCount: 0 });
  }
  return true;
}
