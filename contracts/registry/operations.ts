import { authOperations } from '../operations/auth';
import { cartOperations } from '../operations/cart';
import { cartPaymentOperations } from '../operations/cart-payments';
import { catalogueOperations } from '../operations/catalogue';
import { checkoutOperations } from '../operations/checkout';
import { consumerOperations } from '../operations/consumer';
import { consumerAccountOperations } from '../operations/consumer-account';
import { consumerOrderOperations } from '../operations/consumer-orders';
import { consumerSupportOperations } from '../operations/consumer-support';
import { contentOperations } from '../operations/content';
import { experimentationOperations } from '../operations/experimentation';
import { fapiOperations } from '../operations/fapi';
import { fapiContentOperations } from '../operations/fapi-content';
import { personalizationOperations } from '../operations/personalization';
import { storesOperations } from '../operations/stores';
import { utilitiesOperations } from '../operations/utilities';
import { wishlistsOperations } from '../operations/wishlists';
import type { Operation } from './define-operations';

/** Each area's operations, kept apart so a test can prove no operationId is declared twice. */
export const operationsByArea = {
  auth: authOperations,
  cart: cartOperations,
  cartPayments: cartPaymentOperations,
  checkout: checkoutOperations,
  consumer: consumerOperations,
  consumerAccount: consumerAccountOperations,
  consumerOrders: consumerOrderOperations,
  consumerSupport: consumerSupportOperations,
  utilities: utilitiesOperations,
  fapi: fapiOperations,
  fapiContent: fapiContentOperations,
  content: contentOperations,
  catalogue: catalogueOperations,
  stores: storesOperations,
  wishlists: wishlistsOperations,
  personalization: personalizationOperations,
  experimentation: experimentationOperations,
} as const;

/** The registry: every operation of both specifications, keyed by operationId. */
export const operations = {
  ...authOperations,
  ...cartOperations,
  ...cartPaymentOperations,
  ...checkoutOperations,
  ...consumerOperations,
  ...consumerAccountOperations,
  ...consumerOrderOperations,
  ...consumerSupportOperations,
  ...utilitiesOperations,
  ...fapiOperations,
  ...fapiContentOperations,
  ...contentOperations,
  ...catalogueOperations,
  ...storesOperations,
  ...wishlistsOperations,
  ...personalizationOperations,
  ...experimentationOperations,
};

export type Operations = typeof operations;
export type OperationId = keyof Operations & string;
export type OperationOf<Id extends OperationId> = Operations[Id];

export const operationList: readonly Operation[] = Object.values(operations);
