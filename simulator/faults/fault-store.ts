import type { ActiveFault, FaultRequest } from './fault';

/** The faults of one world, matched in the order they were added. */
export class FaultStore {
  #faults: ActiveFault[] = [];

  add(operationId: string, request: FaultRequest): ActiveFault {
    const { operation: _, times, force: __, ...effect } = request;
    const fault: ActiveFault = { operationId, effect, remaining: times ?? Number.POSITIVE_INFINITY };
    this.#faults.push(fault);
    return fault;
  }

  /** The next fault for this operation, counting one use of it. */
  take(operationId: string): ActiveFault | undefined {
    const fault = this.#faults.find((f) => f.operationId === operationId);
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((f) => f !== fault);
    return fault;
  }

  clear(): void {
    this.#faults = [];
  }

  list(): readonly ActiveFault[] {
    return this.#faults;
  }

  /** Replaces the faults with copies of these (a world snapshot's). */
  restore(faults: readonly ActiveFault[]): void {
    this.#faults = faults.map((f) => ({ ...f, effect: { ...f.effect } }));
  }
}
