import { CATALOGUE_IDS } from '../../contracts/errors/error-ids';
import { z } from '../../contracts/zod';
import { nearestNames } from '../core/nearest-names';

const didYouMean = (input: unknown) => {
  const near = typeof input === 'string' ? nearestNames(input, CATALOGUE_IDS) : [];
  return near.length > 0 ? ` Did you mean: ${near.join(', ')}?` : ' See GET /__harness/errors.';
};

/**
 * A fault as the control API takes it (ARCHITECTURE.md): `operation` is an operationId or "METHOD /path";
 * the effect is one or more of errorId, status, latencyMs, network reset; without `times` it answers every
 * call until the faults are cleared. `force` allows an errorId the operation does not declare. Unknown keys
 * are refused, so a misspelt `time` does not silently mean "for ever".
 */
export const faultRequest = z
  .strictObject({
    operation: z.string().trim().min(1, 'operation is required (an operationId or "METHOD /path")'),
    errorId: z
      .enum(CATALOGUE_IDS, {
        error: (issue) => `no error id "${String(issue.input)}".${didYouMean(issue.input)}`,
      })
      .optional(),
    status: z.number().int().min(400).max(599).optional(),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    network: z.literal('reset').optional(),
    times: z.number().int().min(1).optional(),
    force: z.boolean().optional(),
  })
  .refine((f) => f.errorId || f.status || f.latencyMs !== undefined || f.network, {
    message: 'a fault needs an effect: errorId, status, latencyMs or network "reset"',
    path: ['errorId'],
  });

export type FaultRequest = z.infer<typeof faultRequest>;

/** A fault bound to its operation, with what is left of `times`. */
export interface ActiveFault {
  readonly operationId: string;
  readonly effect: Omit<FaultRequest, 'operation' | 'times' | 'force'>;
  remaining: number;
}
