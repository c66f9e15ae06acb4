import { contentBlock } from '../../contracts/entities/content-blocks';
import { z } from '../../contracts/zod';
import { failureAnswer, jsonAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { failure } from '../domain/failure';
import { clearContentPage, setContentPage } from '../services/content/content-pages';
import { type ControlRoute, sessionOf } from './control-routes';

const pageContent = z.strictObject({ components: z.array(contentBlock).max(200) });

/**
 * A test's own content: `POST /content-pages/{siteId}/{slug}` with `{ components }` (blocks on the content
 * contract) makes that seeded page serve those blocks, as given, in this session (every locale, both
 * modes); `DELETE` the same path brings the seeded blocks back.
 */
export function contentRoutes(sim: Simulator): ControlRoute[] {
  return [
    {
      method: 'post',
      path: '/content-pages/:siteId/:slug',
      handle: async ({ request, params }) => {
        const { session, correlationId, refusal } = sessionOf(request);
        if (refusal) return refusal;
        let raw: unknown;
        try {
          raw = JSON.parse(request.body ?? '');
        } catch {
          return failureAnswer(failure('API400', 'body: is not valid JSON'), correlationId);
        }
        const parsed = pageContent.safeParse(raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue?.path.join('.') || '(root)';
          return failureAnswer(
            failure('API400', `body.${where}: ${issue?.message ?? 'invalid'}`),
            correlationId,
          );
        }
        const world = await sim.worlds.get(session);
        const siteId = params.siteId ?? '';
        const slug = params.slug ?? '';
        const problem = await world.queue.run(async () =>
          setContentPage(world, siteId, slug, parsed.data.components),
        );
        if (problem) return failureAnswer(failure('API404', problem), correlationId);
        return jsonAnswer(200, { session, siteId, slug, components: parsed.data.components.length });
      },
    },
    {
      method: 'delete',
      path: '/content-pages/:siteId/:slug',
      handle: async ({ request, params }) => {
        const { session, refusal } = sessionOf(request);
        if (refusal) return refusal;
        const world = await sim.worlds.get(session);
        const cleared = await world.queue.run(async () =>
          clearContentPage(world, params.siteId ?? '', params.slug ?? ''),
        );
        return jsonAnswer(200, { session, cleared });
      },
    },
  ];
}
