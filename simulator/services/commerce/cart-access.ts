import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import { readCart } from '../../db/commerce-store';
import type { Session } from '../../domain/auth/session';
import { ownsCart } from '../../domain/commerce/cart-owner';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { resolveSession } from '../auth/session-service';

/**
 * Who may touch which cart (spec 000 sections 4 and 8). Cart calls need a guest or registered token
 * (AUT401 without). A cart belongs to the consumer who owns it, or before sign-in to the guest token that
 * created it (or the session it is linked to); another shopper's cart answers AUT498 / INVALID_CUSTOMER,
 * an unknown one BSK404 / CART_NOT_FOUND. Calls with the cart id in the path answer the coded ids; calls
 * with the cart id in the body (add, remove, coupons, shipping method, prepare, place) the named ones,
 * which the storefront recovers from (recreate the cart; reset and reload).
 */
export type CartIdVia = 'path' | 'body';

export function requireSession(world: World, accessToken: string | undefined): Session | Failure {
  return (
    resolveSession(world, accessToken) ?? failure('AUT401', 'A guest or registered access token is required.')
  );
}

interface OwnedCart {
  readonly session: Session;
  readonly cart: CartRecord;
}

export function loadOwnedCart(
  world: World,
  accessToken: string | undefined,
  basketId: string,
  via: CartIdVia,
): OwnedCart | Failure {
  const session = requireSession(world, accessToken);
  if (isFailure(session)) return session;
  const cart = readCart(world.db.commerce, basketId);
  if (!cart) return failure(via === 'path' ? 'BSK404' : 'CART_NOT_FOUND');
  if (!ownsCart(session, cart)) return failure(via === 'path' ? 'AUT498' : 'INVALID_CUSTOMER');
  return { session, cart };
}
