import { decideRequest, decideResponse } from '../entities/personalization';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

export const personalizationOperations = defineOperations('personalization', {
  decidePersonalization: {
    method: 'post',
    path: '/api/engine/v1/decide/{brand}',
    summary: 'Decide personalization actions (recommendations, content) for a visitor',
    description: 'Called only when the visitor has consented to targeting (C0004).',
    request: {
      params: z.object({
        brand: z
          .string()
          .regex(/^[a-z][a-z0-9-]{1,19}$/, 'Brand must be a lower-case brand code')
          .openapi({ example: 'summitpeak' }),
      }),
      body: decideRequest,
    },
    response: {
      status: 200,
      description: 'The actions decided for the visitor (possibly none).',
      body: decideResponse,
    },
    errorIds: ['API400', 'GEN500'],
    notShown:
      'Event and action shapes are not shown: events and actions are discriminated by a namespaced ' +
      'eventType/actionType; a recommendations action carries recommended products, a content action a JSON ' +
      'object. The response also echoes monetateId and the DecisionRequest requestId.',
  },
});
