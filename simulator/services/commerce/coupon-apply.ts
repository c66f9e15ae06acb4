import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import type { Session } from '../../domain/auth/session';
import { checkCouponToApply } from '../../domain/commerce/promotions';
import { type Failure, isFailure } from '../../domain/failure';
import { shopperOf } from './account-port';
import { couponUsageOf } from './gather-cart-facts';

/** A coupon applied to a cart: the world's promotions and the code's usage so far, checked by the pure rule. */
export function applyCouponTo(
  world: World,
  cart: CartRecord,
  session: Session,
  code: string,
): CartRecord | Failure {
  const shopper = shopperOf(world, session);
  const checked = checkCouponToApply(
    world.db.commerce.promotions,
    code,
    cart.coupons.map((c) => c.code),
    {
      now: world.clock.now(),
      consumerType: shopper.consumerType,
      employeeTermsAccepted: shopper.employee?.termsAccepted ?? false,
      shopperKey: shopper.consumerId ?? cart.billingAddress?.email?.toLowerCase(),
      usage: (usedCode) => couponUsageOf(world, usedCode),
    },
  );
  if (isFailure(checked)) return checked;
  return {
    ...cart,
    coupons: [...cart.coupons, { code: checked.code, couponItemId: world.ids.next('cpn') }],
  };
}
