import { basketId } from '../common/ids';
import { cart } from '../entities/cart';
import { type CatalogueId, FLASH_CODE_GROUPS } from '../errors/error-ids';
import type { ResponseContract } from '../registry/define-operations';
import { z } from '../zod';

/** Pieces the cart, cart-payment and checkout operation files share (no operations here). */

export const basketParams = z.object({ basketId });

/**
 * Cart mutations answer with the whole cart (typed precisely, so handlers see the Cart body). The description
 * is a named property, as in every operation, so the browser build can leave it out.
 */
export function cartAnswer({ description, status = 200 }: { description: string; status?: number }) {
  return { status, description, body: cart } satisfies ResponseContract;
}

/** Any call that reads a stored cart can find it gone or owned by someone else. */
export const CART_LOOKUP_ERRORS = [
  'AUT401',
  'AUT498',
  'BSK404',
  'CART_NOT_FOUND',
  'INVALID_CUSTOMER',
] as const satisfies readonly CatalogueId[];

/** Adding or changing a product: stock, price, gift-with-purchase and max-quantity answers. */
export const ITEM_ERRORS = [
  'INV700',
  'INV406',
  'INV701',
  'INV702',
  'INV408',
  'ADDED_MAX_QUANTITY',
  'ITEM_NOT_AVAILABLE',
  'NO_PRICE',
  'INVALID_PRICE',
  'PRC400',
  'GWP_PRODUCT',
  'GWP403',
  'ORD430',
  'ORD404',
] as const satisfies readonly CatalogueId[];

/** Item codes a returned cart may carry on its lines or in its flash list. */
export const CART_ITEM_CODES = FLASH_CODE_GROUPS.itemStock;

/** Delivery change notices a returned cart may carry. */
export const DELIVERY_FLASH_CODES = FLASH_CODE_GROUPS.deliveryNotices;
