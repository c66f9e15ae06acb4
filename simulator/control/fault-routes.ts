import { emptyAnswer, failureAnswer, jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { failure } from '../domain/failure';
import { checkFault } from '../faults/fault-check';
import type { FaultStore } from '../faults/fault-store';
import { type ControlRoute, sessionOf } from './control-routes';

/**
 * `GET|POST|DELETE /__harness/faults`. A fault without `times` answers every call until the faults are
 * cleared; one whose errorId its operation does not declare is refused unless it says `"force": true`.
 */
export function faultRoutes(sim: Simulator): ControlRoute[] {
  return faultRoutesOver(async (session) => (await sim.worlds.get(session)).faults);
}

/** The same routes over any session's fault store (`harness proxy` keeps its own, per session). */
export function faultRoutesOver(faultsOf: (session: string) => Promise<FaultStore>): ControlRoute[] {
  return [
    {
      method: 'get',
      path: '/faults',
      handle: async ({ request }) => {
        const { session, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const faults = (await faultsOf(session)).list().map((f) => ({
          operation: f.operationId,
          ...f.effect,
          ...(Number.isFinite(f.remaining) ? { times: f.remaining } : {}),
        }));
        return jsonAnswer(200, { faults });
      },
    },
    {
      method: 'post',
      path: '/faults',
      handle: async ({ request }) => {
        const { session, correlationId, refusal } = sessionOf(request);
        if (refusal) return refusal;
        let raw: unknown;
        try {
          raw = JSON.parse(request.body ?? '');
        } catch {
          return failureAnswer(failure('API400', 'body: is not valid JSON'), correlationId);
        }
        const checked = checkFault(raw);
        if (!checked.ok)
          return failureAnswer(failure('API400', `body.${checked.field}: ${checked.message}`), correlationId);
        const fault = (await faultsOf(session)).add(checked.op.operationId, checked.fault);
        return jsonAnswer(201, {
          session,
          operation: fault.operationId,
          ...fault.effect,
          times: checked.fault.times ?? null,
        });
      },
    },
    {
      method: 'delete',
      path: '/faults',
      handle: async ({ request }) => {
        const { session, refusal } = sessionOf(request);
        if (refusal) return refusal;
        (await faultsOf(session)).clear();
        return emptyAnswer(204);
      },
    },
  ];
}
