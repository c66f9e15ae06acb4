import { catalogueList } from '../../contracts/errors/catalogue';
import { buildOpenApiDocument } from '../../contracts/openapi/build-document';
import { nearestNames } from '../core/nearest-names';
import type { PlainAnswer, PlainRequest } from '../core/plain';
import { failureAnswer, jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { failure } from '../domain/failure';
import { botCheckRoutes } from './bot-check-routes';
import { clockRoutes } from './clock-handlers';
import { contentRoutes } from './content-routes';
import { type ControlRoute, controlDispatcher, sessionOf } from './control-routes';
import { faultRoutes } from './fault-routes';
import { renderOperationIndex } from './operation-index-page';
import { outboxRoutes } from './outbox-routes';
import { sessionRoutes } from './session-routes';
import { telemetryRoutes } from './telemetry-routes';
import { WorldSetupError } from './world-setup';

let openapiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

const indexPage = (): PlainAnswer => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: renderOperationIndex(),
});

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
        return jsonAnswer(200, { scenarios });
      },
    },
    {
      method: 'post',
      path: '/scenarios/:name',
      handle: async ({ request, params }) => {
        const { session, correlationId, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const name = params.name ?? '';
        const preset = sim.presets.get(name);
        if (!preset) {
          const hint = didYouMean(nearestNames(name, [...sim.presets.keys()]));
          return failureAnswer(failure('API404', `No scenario named "${name}".${hint}`), correlationId);
        }
        sim.worlds.reset(session, preset.seed);
        const world = await sim.worlds.get(session);
        try {
          await world.queue.run(() => preset.apply(world));
        } catch (error) {
          sim.worlds.reset(session);
          if (!(error instanceof WorldSetupError)) throw error;
          return failureAnswer(failure('API400', `scenario "${name}" setup.${error.message}`), correlationId);
        }
        world.scenario = preset.name;
        return jsonAnswer(200, { session, scenario: preset.name, seed: world.seed });
      },
    },
  ];
}

const documentRoutes: ControlRoute[] = [
  { method: 'get', path: '', handle: indexPage },
  { method: 'get', path: '/', handle: indexPage },
  { method: 'get', path: '/errors', handle: () => jsonAnswer(200, catalogueList) },
  {
    method: 'get',
    path: '/openapi.json',
    // `servers` is where this server was reached, so "Try it" and generated clients call it, not port 4010.
    handle: ({ request }) => {
      openapiDocument ??= buildOpenApiDocument();
      const url = request.origin;
      return jsonAnswer(200, { ...openapiDocument, servers: [{ url, description: 'this harness serve' }] });
    },
  },
];

/**
 * The control API (ARCHITECTURE.md, "Public interfaces"). Every call honours x-harness-session. Answers
 * undefined for a path that is not a control route, so the image CDN and the 404 fallback can answer it.
 */
export function createControlApi(
  sim: Simulator,
): (request: PlainRequest) => Promise<PlainAnswer | undefined> {
  const routes = [
    ...documentRoutes,
    ...sessionRoutes(sim),
    ...scenarioRoutes(sim),
    ...faultRoutes(sim),
    ...clockRoutes(sim),
    ...botCheckRoutes(sim),
    ...telemetryRoutes(sim),
    ...outboxRoutes(sim),
    ...contentRoutes(sim),
  ];
  return controlDispatcher(routes);
}
