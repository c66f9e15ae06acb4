import { operationList } from '../../contracts/registry/operations';
import { isBotDefencePath } from '../bot-defence/bot-defence-route';
import { CONTROL_BASE, compileControlPath } from '../control/control-routes';
import { createOperationRouter } from '../core/operation-router';
import { decodesAsUtf8 } from '../core/path-encoding';
import type { PlainRequest, RequestCore } from '../core/plain';
import type { Simulator } from '../core/simulator-core';
import { restoreWorld, saveWorld, type WorldSnapshot } from '../core/world-snapshot';
import { DEFAULT_SESSION, isValidSessionName, SESSION_HEADER } from '../core/worlds';
import type { SavedWorlds, SharedLock } from './saved-worlds';

const CONTROL_PATH = new RegExp(`^${CONTROL_BASE}(?:/.*)?$`, 'i');
/** `DELETE /__harness/sessions[/{name}]`, matched as the control API matches them: the sessions they end lose their saved worlds. */
const ALL_SESSIONS = compileControlPath('/sessions').pattern;
const ONE_SESSION = compileControlPath('/sessions/:name').pattern;

/** The sessions a request ends: all of them, one by name, or none (undefined). */
function endedBy(request: PlainRequest): { readonly all: true } | { readonly name: string } | undefined {
  if (request.method.toUpperCase() !== 'DELETE') return undefined;
  if (ALL_SESSIONS.test(request.path)) return { all: true };
  const name = ONE_SESSION.exec(request.path)?.[1];
  // A name that does not decode ends nothing: the core answers that path 400.
  return name === undefined || !decodesAsUtf8(name) ? undefined : { name: decodeURIComponent(name) };
}

const newVersion = () => crypto.randomUUID();

/**
 * The request core of a simulator whose worlds outlive the page (the browser's `npm start`, where every page
 * load and every tab runs its own simulator). Each request to an operation or the control API runs under a
 * lock the pages share: the page first takes the session's saved world when another page (or an earlier
 * load) wrote a newer one, then answers, then saves the world when the answer changed it, before answering.
 * So a reload right after an answer keeps it, a second tab sees the first one's cart, and neither tab's
 * writes are lost (the bot-defence stand-in's challenges too). Images and the storefront's own files pass
 * straight through. `harness serve` and
 * setupServer use the plain core and pay nothing of this.
 */
export function persistentCore(
  sim: Simulator,
  core: RequestCore,
  saved: SavedWorlds,
  lock: SharedLock,
): RequestCore {
  const router = createOperationRouter(operationList);
  /** Per session: the version of the saved world this page's world is, and the JSON it was saved as. */
  const pageVersions = new Map<string, { version: string; json: string }>();
  const forget = (session: string) => {
    sim.worlds.delete(session);
    pageVersions.delete(session);
  };

  /** Makes this page's world of the session the saved one (restored, or gone when nothing is saved). */
  async function takeSaved(session: string): Promise<void> {
    const stored = await saved.read(session);
    if (stored?.version === pageVersions.get(session)?.version) return;
    if (!stored) return forget(session);
    try {
      sim.worlds.adopt(await restoreWorld(JSON.parse(stored.json) as WorldSnapshot));
      pageVersions.set(session, stored);
    } catch (error) {
      // Saved by an older simulator (another snapshot format, a store or field it no longer has): start afresh.
      console.warn(
        `[simulator] the saved world of session "${session}" cannot be restored; a new one starts:`,
        error,
      );
      await saved.delete(session);
      forget(session);
    }
  }

  /** Saves the session's world when the request changed it; a world the request ended is unsaved. */
  async function keep(session: string, request: PlainRequest): Promise<void> {
    const ended = endedBy(request);
    if (ended && 'all' in ended) {
      await saved.clear();
      pageVersions.clear();
    } else if (ended && ended.name !== session) {
      await saved.delete(ended.name);
      pageVersions.delete(ended.name);
    }
    // A reset onto another seed leaves no world, only the seed: start it now, so the seed is kept too.
    if (!sim.worlds.has(session) && sim.worlds.seedOf(session) !== sim.worlds.seed)
      await sim.worlds.get(session);
    if (!sim.worlds.has(session)) {
      if (pageVersions.has(session)) {
        await saved.delete(session);
        pageVersions.delete(session);
      }
      return;
    }
    const json = JSON.stringify(saveWorld(await sim.worlds.get(session)));
    if (json === pageVersions.get(session)?.json) return;
    const next = { version: newVersion(), json };
    await saved.write(session, next);
    pageVersions.set(session, next);
  }

  const keepsWorld = (request: PlainRequest) =>
    CONTROL_PATH.test(request.path) ||
    isBotDefencePath(request.path) ||
    router.match(request.method, request.path) !== undefined;

  /** A browser without storage (blocked IndexedDB) still answers, from the page's memory: said once. */
  let warned = false;
  const tolerate = (error: unknown) => {
    if (warned) return;
    warned = true;
    console.warn(
      '[simulator] cannot keep the world in this browser; it lasts until the page reloads:',
      error,
    );
  };

  return (request) => {
    const session = request.headers[SESSION_HEADER] ?? DEFAULT_SESSION;
    if (!keepsWorld(request) || !isValidSessionName(session)) return core(request);
    return lock(async () => {
      await takeSaved(session).catch(tolerate);
      const answer = await core(request);
      await keep(session, request).catch(tolerate);
      return answer;
    });
  };
}
