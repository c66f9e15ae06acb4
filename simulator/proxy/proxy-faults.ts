import type { ControlRoute } from '../control/control-routes';
import { faultRoutesOver } from '../control/fault-routes';
import type { PlainRequest } from '../core/plain';
import { DEFAULT_SESSION, isValidSessionName, SESSION_HEADER } from '../core/worlds';
import type { ActiveFault } from '../faults/fault';
import { FaultStore } from '../faults/fault-store';

/**
 * The proxy's faults, one store per `x-harness-session` as the simulator keeps them per world, behind the
 * simulator's own `/__harness/faults` routes (body checks included). A call whose session has a fault for its
 * operation takes it; `applyFault` then answers the envelope or adds the latency before forwarding.
 */
export class ProxyFaults {
  readonly #stores = new Map<string, FaultStore>();

  #storeOf(session: string): FaultStore {
    let store = this.#stores.get(session);
    if (!store) {
      store = new FaultStore();
      this.#stores.set(session, store);
    }
    return store;
  }

  /** GET, POST and DELETE /__harness/faults over these stores. */
  routes(): ControlRoute[] {
    return faultRoutesOver(async (session) => this.#storeOf(session));
  }

  /** The fault this call fires, counting one use of it (none for a malformed session name: it is forwarded). */
  take(operationId: string, request: Pick<PlainRequest, 'headers'>): ActiveFault | undefined {
    const session = request.headers[SESSION_HEADER] ?? DEFAULT_SESSION;
    if (!isValidSessionName(session)) return undefined;
    return this.#stores.get(session)?.take(operationId);
  }
}
