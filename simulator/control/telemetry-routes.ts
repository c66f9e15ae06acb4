import { jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { type ControlRoute, sessionOf } from './control-routes';

/**
 * What the session's storefront reported: `GET /csp-reports` lists the Content-Security-Policy violations
 * that reached `POST /fapi/csp/report` in this session, oldest first (the CSP journey fails on any).
 */
export function telemetryRoutes(sim: Simulator): ControlRoute[] {
  return [
    {
      method: 'get',
      path: '/csp-reports',
      handle: async ({ request }) => {
        const { session, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const reports = (await sim.worlds.get(session)).cspReports.list();
        return jsonAnswer(200, { session, reports });
      },
    },
  ];
}
