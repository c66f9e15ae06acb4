import type { Scenario } from '../scenario';
import { authScenarios } from './auth';
import { botDefenceScenarios } from './bot-defence';
import { cartScenarios } from './cart';
import { checkoutScenarios } from './checkout';
import { consumerScenarios } from './consumer';
import { deliveryScenarios } from './delivery';
import { paymentScenarios } from './payments';
import { recoveryScenarios } from './recovery';
import { seedScenarios } from './seed';
import { stockScenarios } from './stock';
import { threeDsScenarios } from './three-ds';
import { timeScenarios } from './time';

/** The named flow scenarios of issue 4, one file per flow family. */
export const flowScenarios: Scenario[] = [
  ...checkoutScenarios,
  ...threeDsScenarios,
  ...recoveryScenarios,
  ...authScenarios,
  ...botDefenceScenarios,
  ...deliveryScenarios,
  ...stockScenarios,
  ...paymentScenarios,
  ...cartScenarios,
  ...consumerScenarios,
  ...seedScenarios,
  ...timeScenarios,
];
