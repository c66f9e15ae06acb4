import { type HttpHandler, http } from 'msw';
import { catalogueList } from '../../contracts/errors/catalogue';
import { buildOpenApiDocument } from '../../contracts/openapi/build-document';
import { failure } from '../core/failure';
import { nearestNames } from '../core/nearest-names';
import { failureResponse, jsonResponse } from '../core/respond';
import type { Simulator } from '../core/simulator';
import { clockRoutes } from './clock-handlers';
import { CONTROL_BASE, type ControlRoute, methodNotAllowed, sessionOf } from './control-routes';
import { faultRoutes } from './fault-routes';
import { renderOperationIndex } from './operation-index-page';
import { sessionRoutes } from './session-routes';
import { WorldSetupError } from './world-setup';

let openapiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

const indexPage = () =>
  new Response(renderOperationIndex(), { headers: { 'content-type': 'text/html; charset=utf-8' } });

const didYouMean = (names: string[]) => (names.length > 0 ? ` Did you mean: ${names.join(', ')}?` : '');

function scenarioRoutes(sim: Simulator): ControlRoute[] {
  return [
    {
      method: 'get',
      path: '/scenarios',
      handle: async ({ request }) => {
        const { session, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const active = (await sim.worlds.get(session)).scenario;
        const scenarios = [...sim.presets.values()].map((p) => ({
          name: p.name,
          description: p.description,
          tags: p.tags ?? [],
          active: p.name === active,
        }));
        return jsonResponse(200, { scenarios });
      },
    },
    {
      method: 'post',
      path: '/scenarios/:name',
      handle: async ({ request, params }) => {
        const { session, correlationId, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const name = String(params.name);
        const preset = sim.presets.get(name);
        if (!preset) {
          const hint = didYouMean(nearestNames(name, [...sim.presets.keys()]));
          return failureResponse(failure('API404', `No scenario named "${name}".${hint}`), correlationId);
        }
        sim.worlds.reset(session, preset.seed);
        const world = await sim.worlds.get(session);
        try {
          await world.queue.run(() => preset.apply(world));
        } catch (error) {
          sim.worlds.reset(session);
          if (!(error instanceof WorldSetupError)) throw error;
          return failureResponse(
            failure('API400', `scenario "${name}" setup.${error.message}`),
            correlationId,
          );
        }
        world.scenario = preset.name;
        return jsonResponse(200, { session, scenario: preset.name, seed: world.seed });
      },
    },
  ];
}

const documentRoutes: ControlRoute[] = [
  { method: 'get', path: '', handle: indexPage },
  { method: 'get', path: '/', handle: indexPage },
  { method: 'get', path: '/errors', handle: () => jsonResponse(200, catalogueList) },
  {
    method: 'get',
    path: '/openapi.json',
    // `servers` is where this server was reached, so "Try it" and generated clients call it, not port 4010.
    handle: ({ request }) => {
      openapiDocument ??= buildOpenApiDocument();
      const url = new URL(request.url).origin;
      return jsonResponse(200, { ...openapiDocument, servers: [{ url, description: 'this harness serve' }] });
    },
  },
];

/** The control API (ARCHITECTURE.md, "Public interfaces"). Every call honours x-harness-session. */
export function createControlHandlers(sim: Simulator): HttpHandler[] {
  const routes = [
    ...documentRoutes,
    ...sessionRoutes(sim),
    ...scenarioRoutes(sim),
    ...faultRoutes(sim),
    ...clockRoutes(sim),
  ];
  const wrongMethod = methodNotAllowed(routes);
  return [
    ...routes.map((r) => http[r.method](`${CONTROL_BASE}${r.path}`, r.handle)),
    http.all(CONTROL_BASE, wrongMethod),
    http.all(`${CONTROL_BASE}/*`, wrongMethod),
  ];
}
