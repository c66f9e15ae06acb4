import { guestToken, newCart, signIn } from './flows/common-steps';
import { type ScenarioSetup, type Step, step } from './scenario';

const str = (vars: Readonly<Record<string, unknown>>, name: string) => String(vars[name]);

/** The shopper and cart of a setup, as the API calls that make them (each named "setup: ..."). */
export function setupSteps(setup: ScenarioSetup | undefined): Step[] {
  if (!setup) return [];
  const steps: Step[] = [];
  const shopper = setup.shopper ?? (setup.cart ? 'guest' : undefined);
  if (shopper === 'guest') steps.push(guestToken());
  else if (shopper) steps.push(...signIn(shopper.signIn, shopper.password));
  if (setup.cart) {
    steps.push(newCart());
    (setup.cart.items ?? []).forEach((line, i) => {
      steps.push(
        step('addCartItem', {
          name: `add ${line.qty ?? 1} x ${line.productId}`,
          body: (v) => ({ ...line, cartId: str(v, 'cartId') }),
          expect: {},
          ...(i === 0 ? { save: { itemId: 'items.0.id' } } : {}),
        }),
      );
    });
    for (const code of setup.cart.coupons ?? []) {
      steps.push(
        step('applyCoupon', {
          name: `apply coupon ${code}`,
          body: (v) => ({ cartId: str(v, 'cartId'), code }),
          expect: {},
        }),
      );
    }
  }
  return steps.map((s) => ({ ...s, name: `setup: ${s.name}` }));
}
