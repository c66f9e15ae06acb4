import { CATALOGUE_IDS } from '../../contracts/errors/error-ids';
import { z } from '../../contracts/zod';

/**
 * A fault as the control API takes it (ARCHITECTURE.md): `operation` is an operationId or "METHOD /path";
 * the effect is one or more of errorId, status, latencyMs, network reset; `times` defaults to unlimited.
 */
export const faultRequest = z
  .object({
    operation: z.string().trim().min(1, 'operation is required (an operationId or "METHOD /path")'),
    errorId: z.enum(CATALOGUE_IDS).optional(),
    status: z.number().int().min(400).max(599).optional(),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    network: z.literal('reset').optional(),
    times: z.number().int().min(1).optional(),
  })
  .refine((f) => f.errorId || f.status || f.latencyMs !== undefined || f.network, {
    message: 'a fault needs an effect: errorId, status, latencyMs or network "reset"',
    path: ['errorId'],
  });

export type FaultRequest = z.infer<typeof faultRequest>;

/** A fault bound to its operation, with what is left of `times`. */
export interface ActiveFault {
  readonly operationId: string;
  readonly effect: Omit<FaultRequest, 'operation' | 'times'>;
  remaining: number;
}
