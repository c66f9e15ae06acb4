import { emptyAnswer, failureAnswer, jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { failure } from '../domain/failure';
import { botCheckStatus, clearBotDefence, failNextBotChecks } from '../services/auth/bot-defence';
import { readBotCheckChange } from './bot-check-body';
import { type ControlRoute, sessionOf } from './control-routes';

/**
 * `GET|POST|DELETE /__harness/bot-check`: the session's bot check. POST `{ "failNext": 1 }` makes the next
 * check fail with AUT403 and the bot-defence appId, whatever the token, and flags the session, so that only
 * the pass token of a solved challenge (the stand-in under /bot-defence) gets through. DELETE forgets it all.
 */
export function botCheckRoutes(sim: Simulator): ControlRoute[] {
  return [
    {
      method: 'get',
      path: '/bot-check',
      handle: async ({ request }) => {
        const { session, refusal } = sessionOf(request);
        if (refusal) return refusal;
        return jsonAnswer(200, { session, ...botCheckStatus(await sim.worlds.get(session)) });
      },
    },
    {
      method: 'post',
      path: '/bot-check',
      handle: async ({ request }) => {
        const { session, correlationId, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const read = readBotCheckChange(request.body);
        if (!read.success) return failureAnswer(failure('API400', read.message), correlationId);
        const world = await sim.worlds.get(session);
        failNextBotChecks(world, read.change.failNext);
        return jsonAnswer(200, { session, ...botCheckStatus(world) });
      },
    },
    {
      method: 'delete',
      path: '/bot-check',
      handle: async ({ request }) => {
        const { session, refusal } = sessionOf(request);
        if (refusal) return refusal;
        clearBotDefence(await sim.worlds.get(session));
        return emptyAnswer(204);
      },
    },
  ];
}
