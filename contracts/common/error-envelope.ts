import { CATALOGUE_IDS } from '../errors/error-ids';
import { z } from '../zod';

export const errorId = z.enum(CATALOGUE_IDS).openapi('ErrorId', {
  description: 'Every id of the error catalogue, including flash and item codes (GET /__harness/errors).',
});

export const errorDetail = z.object({
  errorId,
  message: z.string().min(1),
});

/** The error envelope every failing call answers with (spec 000 section 3, "Error response"). */
export const errorEnvelope = z
  .object({
    errorDetails: z.array(errorDetail).min(1),
    appId: z
      .string()
      .optional()
      .openapi({ description: 'Set on 403 bot-defence answers; triggers the challenge.' }),
    correlationId: z.string().min(1),
  })
  .openapi('ErrorEnvelope');

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
