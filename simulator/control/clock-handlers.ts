import { type HttpHandler, http } from 'msw';
import { failure } from '../core/failure';
import { correlationIdOf, failureResponse, jsonResponse } from '../core/respond';
import type { Simulator } from '../core/simulator';
import type { World } from '../core/world';
import { DEFAULT_SESSION, isValidSessionName, SESSION_HEADER } from '../core/worlds';
import { applyClockChange, readClockChange } from './clock-body';

const PATH = '/__harness/clock';

function clockAnswer(world: World): Response {
  const { now, mode, offsetMs } = world.clock.state();
  return jsonResponse(200, { session: world.name, now: now.toISOString(), mode, offsetMs });
}

/** GET|POST /__harness/clock: the session's clock, which every time-dependent rule reads. */
export function createClockHandlers(sim: Simulator): HttpHandler[] {
  const worldOf = async (request: Request) => {
    const correlationId = correlationIdOf(request);
    const session = request.headers.get(SESSION_HEADER) ?? DEFAULT_SESSION;
    if (isValidSessionName(session))
      return { world: await sim.worlds.get(session), correlationId, refusal: undefined };
    const message = `headers.${SESSION_HEADER}: 1 to 64 letters, digits or . _ : -`;
    return {
      world: undefined,
      correlationId,
      refusal: failureResponse(failure('API400', message), correlationId),
    };
  };
  return [
    http.get(PATH, async ({ request }) => {
      const found = await worldOf(request);
      return found.world ? clockAnswer(found.world) : found.refusal;
    }),
    http.post(PATH, async ({ request }) => {
      const found = await worldOf(request);
      if (!found.world) return found.refusal;
      const read = await readClockChange(request);
      if (!read.success) return failureResponse(failure('API400', read.message), found.correlationId);
      applyClockChange(found.world.clock, read.change);
      return clockAnswer(found.world);
    }),
  ];
}
