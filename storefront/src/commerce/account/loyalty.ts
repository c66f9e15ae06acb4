import '../../api/account-operations';
// The points and vouchers call is the checkout's (its routes' table): the loyalty page's chunk carries it too.
import '../../api/checkout-operations';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

export type LoyaltyVouchers = ResponseBodyOf<'getLoyaltyVouchers'>;
export type WelcomePromo = ResponseBodyOf<'getLoyaltyWelcomePromo'>;

/**
 * A loyalty member's rewards (spec 000 section 3): the points balance with the vouchers they buy and those
 * issued, and the welcome offer. Refusals (REW130 not a member, REW135 membership unconfirmed, 4044 no
 * member found) reject with their ApiError, which the catalogue says to show as a sticky error toast.
 */
export function loyaltyCommerce(deps: CommerceDeps) {
  return {
    vouchers: (): Promise<LoyaltyVouchers> => deps.call('getLoyaltyVouchers', {}, { audience: 'shopper' }),
    welcomePromo: (): Promise<WelcomePromo> =>
      deps.call('getLoyaltyWelcomePromo', {}, { audience: 'shopper' }),
  };
}

export type LoyaltyCommerce = ReturnType<typeof loyaltyCommerce>;

/** The loyalty area of the adapter the UI holds: `loyaltyCommerceOf(useCommerce())`. */
export const loyaltyCommerceOf = (commerce: Pick<Commerce, 'deps'>): LoyaltyCommerce =>
  loyaltyCommerce(commerce.deps);
