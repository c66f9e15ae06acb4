import { guestToken } from '../flows/common-steps';
import {
  AUTHORISING_CARD,
  addPayment,
  createCart,
  HOME,
  prepareOrder,
  readyCart,
  shipTo,
} from '../flows/flow-steps';
import type { Scenario } from '../scenario';
import { injectedError } from './helpers';

/** Tax and totals group: no domain condition fails the tax or totals service, so all three are injected. */
const G = 'tax-totals';

export const taxTotalsErrorScenarios: Scenario[] = [
  injectedError(
    G,
    'TAX309',
    'setShippingAddress',
    'The tax service failing on the shipping address (fault) answers TAX309.',
    [guestToken(), createCart(), shipTo(HOME, { expect: { errorId: 'TAX309' } })],
  ),
  injectedError(
    G,
    'TAX310',
    'setShippingAddress',
    'The tax service refusing the address (fault) answers TAX310.',
    [guestToken(), createCart(), shipTo(HOME, { expect: { errorId: 'TAX310' } })],
  ),
  injectedError(
    G,
    'ORD415',
    'prepareOrder',
    'The order total failing to calculate (fault on prepare) answers ORD415.',
    [
      guestToken(),
      ...readyCart(),
      addPayment(AUTHORISING_CARD),
      prepareOrder({ expect: { errorId: 'ORD415' } }),
    ],
  ),
];
