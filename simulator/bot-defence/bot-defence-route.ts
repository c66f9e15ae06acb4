import {
  BOT_DEFENCE_STAND_IN_BASE,
  botDefenceSolution,
} from '../../contracts/entities/bot-defence-challenge';
import type { PlainAnswer, PlainRequest } from '../core/plain';
import { correlationIdOf, failureAnswer, jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { DEFAULT_SESSION, isValidSessionName, SESSION_HEADER } from '../core/worlds';
import { failure, isFailure } from '../domain/failure';
import { answerChallenge, presentChallenge } from '../services/auth/bot-defence';

/**
 * The offline stand-in of the bot-defence provider's challenge (contracts/entities/bot-defence-challenge.ts):
 * what the provider's servers would answer its challenge page, under its own prefix as the image CDN's
 * `/images` is. The storefront's offline provider draws the page (a box to tick) in its challenge dialog and
 * calls these; the pass token then gets the failed call through the session's bot check once.
 *
 *   POST /bot-defence/{appId}/challenge                -> 201 { challengeId, appId, kind: "checkbox" }
 *   POST /bot-defence/{appId}/challenge/{challengeId}  { "answer": "not-a-robot" } -> 200 { token }
 *
 * Honours x-harness-session. Errors are the envelope: 404 API404 (another app, an unknown challenge),
 * 400 API400 (a body naming its field), 405 API405 (another method).
 */
export { BOT_DEFENCE_STAND_IN_BASE };

const PATH = new RegExp(`^${BOT_DEFENCE_STAND_IN_BASE}/([^/]+)/challenge(?:/([^/]+))?/?$`, 'i');
const UNDER = new RegExp(`^${BOT_DEFENCE_STAND_IN_BASE}(?:/|$)`, 'i');

/** Whether a path is the stand-in's (the browser worker keeps the world after such a call). */
export const isBotDefencePath = (path: string): boolean => UNDER.test(path);

function segment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function readSolution(body: string | undefined): { ok: true } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(body ?? '');
  } catch {
    return { ok: false, message: 'body: is not valid JSON' };
  }
  const parsed = botDefenceSolution.safeParse(raw);
  if (parsed.success) return { ok: true };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || (issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : '');
  return { ok: false, message: `body${field ? `.${field}` : ''}: ${issue?.message ?? 'invalid'}` };
}

async function answer(sim: Simulator, request: PlainRequest, found: RegExpExecArray): Promise<PlainAnswer> {
  const correlationId = correlationIdOf(request);
  const refuse = (errorId: 'API400' | 'API404' | 'API405', message: string) =>
    failureAnswer(failure(errorId, message), correlationId);
  if (request.method.toUpperCase() !== 'POST') {
    const refused = refuse('API405', `${request.method} is not allowed here; use POST`);
    return { ...refused, headers: { ...refused.headers, allow: 'POST' } };
  }
  const session = request.headers[SESSION_HEADER] ?? DEFAULT_SESSION;
  if (!isValidSessionName(session))
    return refuse('API400', `headers.${SESSION_HEADER}: 1 to 64 letters, digits or . _ : -`);
  const appId = segment(found[1] as string);
  const challengeId = found[2] === undefined ? undefined : segment(found[2]);
  const world = await sim.worlds.get(session);
  if (challengeId === undefined) {
    const challenge = await world.queue.run(() => presentChallenge(world, appId));
    return isFailure(challenge)
      ? failureAnswer(challenge, correlationId)
      : jsonAnswer(201, challenge, correlationId);
  }
  const solution = readSolution(request.body);
  if (!solution.ok) return refuse('API400', solution.message);
  const pass = await world.queue.run(() => answerChallenge(world, appId, challengeId));
  return isFailure(pass) ? failureAnswer(pass, correlationId) : jsonAnswer(200, pass, correlationId);
}

/** Answers a call to the stand-in; undefined for any other path (the core tries its other routes). */
export function answerBotDefenceRequest(
  sim: Simulator,
  request: PlainRequest,
): Promise<PlainAnswer> | undefined {
  if (!UNDER.test(request.path)) return undefined;
  const found = PATH.exec(request.path);
  if (!found) {
    return Promise.resolve(
      failureAnswer(
        failure('API404', `No bot-defence call answers ${request.method} ${request.path}`),
        correlationIdOf(request),
      ),
    );
  }
  return answer(sim, request, found);
}
