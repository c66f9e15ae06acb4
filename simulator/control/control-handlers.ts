import { type HttpHandler, http } from 'msw';
import { catalogueList } from '../../contracts/errors/catalogue';
import { buildOpenApiDocument } from '../../contracts/openapi/build-document';
import { operationList } from '../../contracts/registry/operations';
import { failure } from '../core/failure';
import { nearestNames } from '../core/nearest-names';
import { findOperation, suggestOperations } from '../core/operation-lookup';
import { correlationIdOf, emptyResponse, failureResponse, jsonResponse } from '../core/respond';
import type { Simulator } from '../core/simulator';
import { DEFAULT_SESSION, isValidSessionName, SESSION_HEADER } from '../core/worlds';
import { faultRequest } from '../faults/fault';
import { createClockHandlers } from './clock-handlers';
import { renderOperationIndex } from './operation-index-page';
import { readResetBody } from './reset-body';
import { WorldSetupError } from './world-setup';

const BASE = '/__harness';
let openapiDocument: unknown;

function context(request: Request) {
  const correlationId = correlationIdOf(request);
  const session = request.headers.get(SESSION_HEADER) ?? DEFAULT_SESSION;
  return { correlationId, session, validSession: isValidSessionName(session) };
}

const badSession = (cid: string) =>
  failureResponse(failure('API400', `headers.${SESSION_HEADER}: 1 to 64 letters, digits or . _ : -`), cid);

const indexPage = () =>
  new Response(renderOperationIndex(), { headers: { 'content-type': 'text/html; charset=utf-8' } });

/** Heap in use, for the benchmark's growth figure; `?gc=1` collects first when Node runs with --expose-gc. */
function memory(collect: boolean): { heapUsedBytes?: number } {
  if (typeof process === 'undefined' || typeof process.memoryUsage !== 'function') return {};
  const gc = (globalThis as { gc?: () => void }).gc;
  if (collect && gc) gc();
  return { heapUsedBytes: process.memoryUsage().heapUsed };
}

const didYouMean = (names: string[]) => (names.length > 0 ? ` Did you mean: ${names.join(', ')}?` : '');

/** The control API (ARCHITECTURE.md, "Public interfaces"). Every call honours x-harness-session. */
export function createControlHandlers(sim: Simulator): HttpHandler[] {
  return [
    http.get(BASE, indexPage),
    http.get(`${BASE}/`, indexPage),

    http.get(`${BASE}/health`, ({ request }) => {
      const { session } = context(request);
      return jsonResponse(200, {
        status: 'ok',
        seed: sim.worlds.seed,
        session,
        sessionSeed: sim.worlds.seedOf(session),
        sessions: sim.worlds.names(),
        operations: operationList.length,
        ...memory(new URL(request.url).searchParams.get('gc') === '1'),
      });
    }),

    http.post(`${BASE}/reset`, async ({ request }) => {
      const { correlationId, session, validSession } = context(request);
      if (!validSession) return badSession(correlationId);
      const body = await readResetBody(request);
      if (!body.success) return failureResponse(failure('API400', body.message), correlationId);
      sim.worlds.reset(session, body.seed);
      return jsonResponse(200, { reset: session, seed: sim.worlds.seedOf(session) });
    }),

    http.get(`${BASE}/scenarios`, async ({ request }) => {
      const { correlationId, session, validSession } = context(request);
      if (!validSession) return badSession(correlationId);
      const active = (await sim.worlds.get(session)).scenario;
      const scenarios = [...sim.presets.values()].map((p) => ({
        name: p.name,
        description: p.description,
        tags: p.tags ?? [],
        active: p.name === active,
      }));
      return jsonResponse(200, { scenarios });
    }),

    http.post(`${BASE}/scenarios/:name`, async ({ request, params }) => {
      const { correlationId, session, validSession } = context(request);
      if (!validSession) return badSession(correlationId);
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
        return failureResponse(failure('API400', `scenario "${name}" setup.${error.message}`), correlationId);
      }
      world.scenario = preset.name;
      return jsonResponse(200, { session, scenario: preset.name, seed: world.seed });
    }),

    http.get(`${BASE}/faults`, async ({ request }) => {
      const { correlationId, session, validSession } = context(request);
      if (!validSession) return badSession(correlationId);
      const world = await sim.worlds.get(session);
      const faults = world.faults.list().map((f) => ({
        operation: f.operationId,
        ...f.effect,
        ...(Number.isFinite(f.remaining) ? { times: f.remaining } : {}),
      }));
      return jsonResponse(200, { faults });
    }),

    http.post(`${BASE}/faults`, async ({ request }) => {
      const { correlationId, session, validSession } = context(request);
      if (!validSession) return badSession(correlationId);
      let raw: unknown;
      try {
        raw = await request.json();
      } catch {
        return failureResponse(failure('API400', 'body: is not valid JSON'), correlationId);
      }
      const parsed = faultRequest.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || '(body)';
        return failureResponse(
          failure('API400', `body.${field}: ${issue?.message ?? 'invalid'}`),
          correlationId,
        );
      }
      const op = findOperation(parsed.data.operation);
      if (!op) {
        const hint = didYouMean(suggestOperations(parsed.data.operation));
        return failureResponse(
          failure('API400', `body.operation: no operation "${parsed.data.operation}".${hint}`),
          correlationId,
        );
      }
      const world = await sim.worlds.get(session);
      const fault = world.faults.add(op.operationId, parsed.data);
      return jsonResponse(201, {
        session,
        operation: fault.operationId,
        ...fault.effect,
        times: parsed.data.times ?? null,
      });
    }),

    http.delete(`${BASE}/faults`, async ({ request }) => {
      const { correlationId, session, validSession } = context(request);
      if (!validSession) return badSession(correlationId);
      (await sim.worlds.get(session)).faults.clear();
      return emptyResponse(204);
    }),

    http.get(`${BASE}/errors`, () => jsonResponse(200, catalogueList)),

    http.get(`${BASE}/openapi.json`, () => {
      openapiDocument ??= buildOpenApiDocument();
      return jsonResponse(200, openapiDocument);
    }),

    ...createClockHandlers(sim),
  ];
}
