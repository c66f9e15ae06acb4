import { type Operation, operationKey } from '../../contracts/registry/define-operations';
import { operationList } from '../../contracts/registry/operations';
import { nearestNames } from './nearest-names';

const byId = new Map(operationList.map((op) => [op.operationId, op]));
const byKey = new Map(operationList.map((op) => [operationKey(op), op]));

/** An operation named by its operationId or by "METHOD /path" as the spec writes it. */
export function findOperation(ref: string): Operation | undefined {
  const trimmed = ref.trim();
  const [method, ...rest] = trimmed.split(/\s+/);
  if (rest.length > 0 && method) return byKey.get(`${method.toUpperCase()} ${rest.join(' ')}`);
  return byId.get(trimmed);
}

/** Up to three operationIds or keys closest to a reference nobody knows. */
export function suggestOperations(ref: string): string[] {
  const pool = ref.includes(' ') ? [...byKey.keys()] : [...byId.keys()];
  return nearestNames(ref, pool, 3);
}
