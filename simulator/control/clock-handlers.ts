import type { PlainAnswer } from '../core/plain';
import { failureAnswer, jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import type { World } from '../core/world';
import { failure } from '../domain/failure';
import { applyClockChange, readClockChange } from './clock-body';
import { type ControlRoute, sessionOf } from './control-routes';

function clockAnswer(world: World): PlainAnswer {
  const { now, mode, offsetMs } = world.clock.state();
  return jsonAnswer(200, { session: world.name, now: now.toISOString(), mode, offsetMs });
}

/** GET|POST /__harness/clock: the session's clock, which every time-dependent rule reads. */
export function clockRoutes(sim: Simulator): ControlRoute[] {
  return [
    {
      method: 'get',
      path: '/clock',
      handle: async ({ request }) => {
        const { session, refusal } = sessionOf(request);
        return refusal ?? clockAnswer(await sim.worlds.get(session));
      },
    },
    {
      method: 'post',
      path: '/clock',
      handle: async ({ request }) => {
        const { session, correlationId, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const world = await sim.worlds.get(session);
        const read = readClockChange(request.body);
        if (!read.success) return failureAnswer(failure('API400', read.message), correlationId);
        applyClockChange(world.clock, read.change);
        return clockAnswer(world);
      },
    },
  ];
}
