import { type CoreAnswer, NETWORK_RESET } from '../core/plain';
import { failureAnswer } from '../core/respond';
import { failure } from '../domain/failure';
import type { ActiveFault } from './fault';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a fault that fired does to its call: its latency first, then a network reset, its error envelope (the
 * catalogue's status for the id, or the fault's status), or undefined when it only delays and the call goes on.
 * The simulator's operations and `harness proxy` (before forwarding) share it.
 */
export async function applyFault(fault: ActiveFault, correlationId: string): Promise<CoreAnswer | undefined> {
  const { latencyMs, network, errorId, status } = fault.effect;
  if (latencyMs) await sleep(latencyMs);
  if (network === 'reset') return NETWORK_RESET;
  // An injected id is not checked against errorIds: the control API refuses undeclared ones.
  if (errorId) return failureAnswer(failure(errorId), correlationId, status);
  if (status)
    return failureAnswer(failure('GEN500', `Injected fault: HTTP ${status}`), correlationId, status);
  return undefined;
}
