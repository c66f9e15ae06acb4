import { jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { sentResetCodes } from '../services/auth/outbox';
import { type ControlRoute, sessionOf } from './control-routes';

/** GET /__harness/outbox: what the session would have mailed (password reset codes), newest first. */
export function outboxRoutes(sim: Simulator): ControlRoute[] {
  return [
    {
      method: 'get',
      path: '/outbox',
      handle: async ({ request }) => {
        const { session, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const world = await sim.worlds.get(session);
        return jsonAnswer(200, { session, resetCodes: sentResetCodes(world) });
      },
    },
  ];
}
