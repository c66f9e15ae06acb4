import type { FlashAction, FlashEntry } from '../../../contracts/entities/flash';
import type { ShippingMethodCode } from '../../../contracts/entities/shipping-method';
import { catalogue } from '../../../contracts/errors/catalogue';
import type { FlashCode } from '../../../contracts/errors/error-ids';

/** Flash entries with the catalogue's message and the action the storefront takes (docs/decisions.md). */

const ACTIONS: Readonly<Record<FlashCode, FlashAction>> = {
  PaymentNotAuthorized: 'THREE_DS_CHALLENGE',
  PickupToSth: 'SHIPPING_METHOD_CHANGED',
  PickupToSts: 'SHIPPING_METHOD_CHANGED',
  StsToSth: 'SHIPPING_METHOD_CHANGED',
  StsToPickup: 'SHIPPING_METHOD_CHANGED',
  STHToPickup: 'SHIPPING_METHOD_CHANGED',
  OrderShippingMethodDowngraded: 'SHIPPING_METHOD_CHANGED',
  PickupToSthTransition: 'RETURN_TO_SHIPPING',
  StsToSthTransition: 'RETURN_TO_SHIPPING',
  InvalidShippingAddress: 'RETURN_TO_SHIPPING',
  ProductLineItemInventoryMissing: 'QUANTITY_REDUCED',
  ProductItemMaxQuantity: 'QUANTITY_REDUCED',
  ProductLineItemFullInventoryMissing: 'NOTIFY',
  ProductItemNotAvailable: 'NOTIFY',
  ProductItemRequired: 'OPTION_REQUIRED',
};

interface FlashDetailsInput {
  readonly itemId?: string | undefined;
  readonly productId?: string | undefined;
  readonly fromShippingMethod?: ShippingMethodCode | undefined;
  readonly toShippingMethod?: ShippingMethodCode | undefined;
  readonly storeId?: string | undefined;
  readonly maxQty?: number | undefined;
  readonly sessionID?: string | undefined;
  readonly challengeToken?: string | undefined;
  readonly paymentInstrumentId?: string | undefined;
}

export function flashEntry(code: FlashCode, details: FlashDetailsInput = {}, message?: string): FlashEntry {
  const defined = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));
  return {
    code,
    message: message ?? catalogue[code].message,
    details: { action: ACTIONS[code], ...defined },
  };
}
