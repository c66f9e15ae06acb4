import type { Scenario } from '../scenario';
import { authErrorScenarios } from './auth';
import { cartInventoryErrorScenarios } from './cart-inventory';
import { giftCardErrorScenarios } from './gift-cards';
import { httpErrorScenarios } from './http';
import { namedErrorScenarios } from './named';
import { ordersOthersErrorScenarios } from './orders-others';
import { paymentErrorScenarios } from './payment';
import { profileErrorScenarios } from './profile';
import { promoErrorScenarios } from './promo';
import { rewardsErrorScenarios } from './rewards';
import { shippingAddressErrorScenarios } from './shipping-address';
import { taxTotalsErrorScenarios } from './tax-totals';

/** One scenario per catalogue error id (issue 4), grouped as ERROR_ID_GROUPS plus the named ids. */
export const errorScenarios: Scenario[] = [
  ...authErrorScenarios,
  ...cartInventoryErrorScenarios,
  ...shippingAddressErrorScenarios,
  ...giftCardErrorScenarios,
  ...paymentErrorScenarios,
  ...taxTotalsErrorScenarios,
  ...promoErrorScenarios,
  ...rewardsErrorScenarios,
  ...profileErrorScenarios,
  ...ordersOthersErrorScenarios,
  ...httpErrorScenarios,
  ...namedErrorScenarios,
];
