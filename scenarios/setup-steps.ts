import { guestToken, newCart, signIn } from './flows/common-steps';
import { addItem, coupon } from './flows/flow-steps';
import type { ScenarioSetup, Step } from './scenario';

/** The shopper and cart of a setup, as the API calls that make them (each named "setup: ..."). */
export function setupSteps(setup: ScenarioSetup | undefined): Step[] {
  if (!setup) return [];
  const steps: Step[] = [];
  const shopper = setup.shopper ?? (setup.cart ? 'guest' : undefined);
  if (shopper === 'guest') steps.push(guestToken());
  else if (shopper) steps.push(...signIn(shopper.signIn, shopper.password));
  if (setup.cart) {
    steps.push(newCart());
    // The first line's id is saved as `itemId`, as a scenario's own first addItem would.
    (setup.cart.items ?? []).forEach((line, i) => {
      steps.push(addItem(line, i === 0 ? {} : { save: {} }));
    });
    for (const code of setup.cart.coupons ?? [])
      steps.push(coupon('applyCoupon', code, `apply coupon ${code}`, {}));
  }
  return steps.map((s) => ({ ...s, name: `setup: ${s.name}` }));
}
