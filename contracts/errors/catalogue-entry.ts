import { z } from '../zod';
import { CATALOGUE_IDS } from './error-ids';
import { handling } from './handling';

export const catalogueArea = z.enum([
  'auth',
  'cart',
  'shipping',
  'gift-card',
  'payment',
  'tax',
  'promo',
  'rewards',
  'profile',
  'orders',
  'api',
  'validation',
  'delivery',
  'stock',
]);

export const catalogueEntry = z.object({
  id: z.enum(CATALOGUE_IDS),
  area: catalogueArea,
  /** error: answered in the error envelope; flash: a flash entry on a cart or order; item: a per-item code. */
  kind: z.enum(['error', 'flash', 'item']),
  /** HTTP status of the response that carries it (200 for a flash or item code on a successful response). */
  status: z.number().int().min(200).max(599),
  message: z.string().min(1),
  handling: z.array(handling),
  /** True where the spec names the id but not its status or text, and we chose them (docs/decisions.md). */
  chosen: z.boolean().optional(),
  /** The envelope's appId every answer with this id carries (AUT403: the bot-defence challenge). */
  appId: z.string().min(1).optional(),
});

export type CatalogueEntry = z.infer<typeof catalogueEntry>;
export type CatalogueArea = z.infer<typeof catalogueArea>;
