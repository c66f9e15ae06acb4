import { z } from '../zod';

/** Basket (cart) id as the commerce backend issues it. */
export const basketId = z
  .string()
  .min(1)
  .max(64)
  .openapi({ description: 'Cart id, also called basketId.', example: 'bk-7f3a9c21' });
export const itemId = z
  .string()
  .min(1)
  .max(64)
  .openapi({ description: 'Cart line item id.', example: 'it-000123' });
export const productId = z.string().min(1).max(32).openapi({ example: 'NF0A5G2S' });
export const upc = z
  .string()
  .regex(/^\d{12,14}$/, 'UPC must be 12 to 14 digits')
  .openapi({ example: '196573812345' });
export const consumerId = z.string().min(1).max(64).openapi({ example: 'C000123456' });
export const orderNumber = z.string().min(1).max(32).openapi({ example: 'EC00012345' });
export const storeId = z.string().min(1).max(32).openapi({ example: '0412' });
export const shippingId = z.string().min(1).max(64).openapi({ example: 'me' });
export const addressId = z.string().min(1).max(64).openapi({ example: 'addr-1' });
export const paymentInstrumentId = z.string().min(1).max(64).openapi({ example: 'pi-9d2e' });
export const favoriteId = z.string().min(1).max(64).openapi({ example: 'fav-1' });
export const saveForLaterId = z.string().min(1).max(64).openapi({ example: 'sfl-1' });

/** ISO-8601 timestamp with offset, as servers send it. */
export const isoDateTime = z.iso.datetime({ offset: true }).openapi({ example: '2026-11-22T10:15:00.000Z' });
/** Calendar date as stored (YYYY-MM-DD). */
export const isoDate = z.iso.date().openapi({ example: '1990-04-17' });
