import { z } from '../zod';

/** Offset paging as the wishlist and showcase calls use it (`start`/`count`, or `offset`/`limit`). */
export const startCountQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
});

export const pageInfo = z.object({
  start: z.number().int().min(0),
  count: z.number().int().min(0),
  total: z.number().int().min(0),
});
