import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import type { Session } from '../../domain/auth/session';
import { emptyCart, type NewCartInput } from '../../domain/commerce/cart-new';

/** A fresh, empty cart of a session, with the world's next cart id and the session's time. */
export function newCart(world: World, session: Session, input: NewCartInput): CartRecord {
  return emptyCart(world.ids.next('bk'), world.clock.now(), session, input);
}
