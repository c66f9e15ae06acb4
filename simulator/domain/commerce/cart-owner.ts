import type { CartRecord } from '../../db/commerce-records';
import type { Session } from '../auth/session';

/** Whose cart it is: the consumer who owns it, or before sign-in the guest token that created it (or its session). */
export function ownsCart(session: Session, cart: Pick<CartRecord, 'id' | 'owner'>): boolean {
  if (cart.owner.consumerId) return session.consumerId === cart.owner.consumerId;
  return cart.owner.guestToken === session.token || session.basketId === cart.id;
}

export function ownerFor(session: Session): CartRecord['owner'] {
  return session.consumerId ? { consumerId: session.consumerId } : { guestToken: session.token };
}
