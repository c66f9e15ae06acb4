import { operationList } from '../../contracts/registry/operations';
import { searchParamsOf } from '../core/plain';
import { emptyAnswer, failureAnswer, jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { isValidSessionName } from '../core/worlds';
import { failure } from '../domain/failure';
import { type ControlRoute, sessionOf } from './control-routes';
import { readResetBody } from './reset-body';

/** Heap in use; `?gc=1` collects first when Node runs with --expose-gc (the leak test and the benchmark). */
function memory(collect: boolean): { heapUsedBytes?: number } {
  if (typeof process === 'undefined' || typeof process.memoryUsage !== 'function') return {};
  const gc = (globalThis as { gc?: () => void }).gc;
  if (collect && gc) gc();
  return { heapUsedBytes: process.memoryUsage().heapUsed };
}

/** Health, reset and ending sessions: `GET /health`, `POST /reset`, `DELETE /sessions[/{name}]`. */
export function sessionRoutes(sim: Simulator): ControlRoute[] {
  return [
    {
      method: 'get',
      path: '/health',
      handle: ({ request }) => {
        const { session } = sessionOf(request);
        return jsonAnswer(200, {
          status: 'ok',
          seed: sim.worlds.seed,
          session,
          sessionSeed: sim.worlds.seedOf(session),
          // A count, not the names: a long-running server may hold thousands.
          sessions: sim.worlds.size,
          sessionIdleMinutes: sim.worlds.idleMs / 60_000,
          operations: operationList.length,
          ...memory(searchParamsOf(request).get('gc') === '1'),
        });
      },
    },
    {
      method: 'post',
      path: '/reset',
      handle: ({ request }) => {
        const { session, correlationId, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const body = readResetBody(request.body);
        if (!body.success) return failureAnswer(failure('API400', body.message), correlationId);
        sim.worlds.reset(session, body.seed);
        return jsonAnswer(200, { reset: session, seed: sim.worlds.seedOf(session) });
      },
    },
    {
      method: 'delete',
      path: '/sessions/:name',
      handle: ({ request, params }) => {
        const { correlationId } = sessionOf(request);
        const name = params.name ?? '';
        if (!isValidSessionName(name))
          return failureAnswer(
            failure('API400', `path.name: a session is 1 to 64 letters, digits or . _ : -`),
            correlationId,
          );
        if (!sim.worlds.delete(name))
          return failureAnswer(failure('API404', `No session named "${name}"`), correlationId);
        return emptyAnswer(204);
      },
    },
    {
      method: 'delete',
      path: '/sessions',
      handle: () => jsonAnswer(200, { deleted: sim.worlds.deleteAll() }),
    },
  ];
}
