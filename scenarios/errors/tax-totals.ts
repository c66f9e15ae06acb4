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
import { injectedError, realError } from './helpers';

/** Tax and totals group: TAX310 comes from a real address change; the services failing (TAX309, ORD415) need faults. */
const G = 'tax-totals';

export const taxTotalsErrorScenarios: Scenario[] = [
  injectedError(
    G,
    'TAX309',
    'setShippingAddress',
    'The tax service failing on the shipping address (fault) answers TAX309.',
    [guestToken(), createCart(), shipTo(HOME, { expect: { errorId: 'TAX309' } })],
  ),
  realError(
    G,
    'TAX310',
    'Moving the shipping address from Colorado to Washington after preparing the order answers TAX310 at the next prepare.',
    [
      guestToken(),
      ...readyCart(),
      addPayment(AUTHORISING_CARD),
      prepareOrder({ name: 'prepare with the Colorado tax' }),
      shipTo(
        { ...HOME, addressLine1: '9 Pike St', city: 'Seattle', province: 'WA', postalCode: '98101' },
        { name: 'ship to Seattle instead' },
      ),
      prepareOrder({ name: 'prepare again: the tax changed', expect: { errorId: 'TAX310' } }),
    ],
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
