import type { PatchOrderRequest } from '../../../contracts/entities/order';
import type { World } from '../../core/world';
import type { OrderRecord } from '../../db/commerce-records';
import { deleteCart, readCart, readOrder, writeCart, writeOrder } from '../../db/commerce-store';
import type { Session } from '../../domain/auth/session';
import { nextCartState, nextOrderStatus } from '../../domain/commerce/checkout-flow';
import { challengePassed } from '../../domain/commerce/three-ds';
import { type Failure, failure } from '../../domain/failure';
import { giveBack } from './order-ledger';

/*
 * The order patch after the 3-D Secure challenge (spec 000 sections 4 and 7). A guest proves the order is
 * theirs with its token `st`, a consumer by owning it. transStatus Y confirms the order and closes its
 * cart; anything else fails it (PAY400): stock, gift card balances and coupons are given back and the cart
 * is restored, so the storefront steps back to billing and starts a new cart as the spec describes. A
 * sessionID or paymentInstrumentId that is not the pending challenge's answers 400 and changes nothing.
 */

function ownsOrder(order: OrderRecord, session: Session, st: string | undefined): boolean {
  if (st !== undefined && st === order.st) return true;
  return order.consumerId !== undefined && order.consumerId === session.consumerId;
}

type ChallengeData = PatchOrderRequest['paymentMethod']['additionalData'];

function challengeMismatch(order: OrderRecord, data: ChallengeData): Failure | undefined {
  const at = 'body.paymentMethod.additionalData';
  if (order.threeDs?.sessionID !== data.sessionID) {
    return failure('API400', `${at}.sessionID: is not the 3-D Secure session of order ${order.orderNumber}`);
  }
  if (order.threeDs?.paymentInstrumentId !== data.paymentInstrumentId) {
    return failure(
      'API400',
      `${at}.paymentInstrumentId: is not the instrument order ${order.orderNumber} is paid with`,
    );
  }
  return undefined;
}

export async function patchOrder(
  world: World,
  input: { orderNumber: string; st: string | undefined; session: Session; body: PatchOrderRequest },
): Promise<OrderRecord | Failure> {
  const order = readOrder(world.db.commerce, input.orderNumber);
  if (!order) return failure('OHS4004');
  if (!ownsOrder(order, input.session, input.st)) return failure('ORD409');
  const data = input.body.paymentMethod.additionalData;
  // A patch naming another challenge session is a bad request, not a failed challenge: the order keeps
  // waiting, so the right result can still complete it.
  const mismatch = order.status === 'PAYMENT_PENDING' ? challengeMismatch(order, data) : undefined;
  if (mismatch) return mismatch;
  const passed =
    challengePassed(data.threeDS2Result) &&
    order.threeDs?.sessionID === data.sessionID &&
    order.threeDs?.paymentInstrumentId === data.paymentInstrumentId;
  if (order.status === 'CONFIRMED' && passed) return order;
  const status = nextOrderStatus(order.status, passed ? 'CHALLENGE_PASSED' : 'CHALLENGE_FAILED');
  if (!status)
    return failure('PAYMENT_ERROR', `Order ${order.orderNumber} is not waiting for a payment confirmation.`);

  const { flash: _challenge, ...settled } = order;
  const next: OrderRecord = { ...settled, status };
  await writeOrder(world.db.commerce, next);
  const cart = readCart(world.db.commerce, order.basketId);
  const linked = cart && cart.pendingOrderNumber === order.orderNumber ? cart : undefined;
  if (passed) {
    if (linked && nextCartState(linked.checkout, 'CHALLENGE_PASSED') === 'CLOSED')
      deleteCart(world.db.commerce, linked.id);
    return next;
  }
  await giveBack(world, order, order.consumerId ?? order.billingAddress?.email?.toLowerCase());
  if (linked && nextCartState(linked.checkout, 'CHALLENGE_FAILED') === 'OPEN') {
    const { pendingOrderNumber: _n, ...restored } = linked;
    await writeCart(world.db.commerce, {
      ...restored,
      checkout: 'OPEN',
      lines: linked.lines.map((l) => ({ ...l, reservedQty: 0 })),
    });
  }
  return failure(
    'PAY400',
    'Payment authentication failed. Please try again or use a different payment method.',
  );
}
