import { type Operation, operationKey } from '../../contracts/registry/define-operations';
import type { z } from '../../contracts/zod';
import { findOperation, suggestOperations } from '../core/operation-lookup';
import { type FaultRequest, faultRequest } from './fault';

type FaultCheck =
  | { readonly ok: true; readonly fault: FaultRequest; readonly op: Operation }
  | { readonly ok: false; readonly field: string; readonly message: string };

const KNOWN_KEYS = Object.keys(faultRequest.shape).join(', ');

/** The first issue as "field: why"; an unknown key is named as the field itself. */
function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    return { field: issue.keys[0] ?? '(body)', message: `unknown key ${keys} (a fault takes ${KNOWN_KEYS})` };
  }
  return { field: issue?.path.join('.') || '(body)', message: issue?.message ?? 'invalid' };
}

/**
 * A fault is checked before it is kept: its shape, its operation, and that the operation declares its errorId
 * (a fault the real backend could never answer would test the wrong thing), unless `force` says it is meant.
 */
export function checkFault(raw: unknown): FaultCheck {
  const parsed = faultRequest.safeParse(raw);
  if (!parsed.success) return { ok: false, ...firstIssue(parsed.error) };
  const fault = parsed.data;
  const op = findOperation(fault.operation);
  if (!op) {
    const near = suggestOperations(fault.operation);
    const hint = near.length > 0 ? ` Did you mean: ${near.join(', ')}?` : '';
    return { ok: false, field: 'operation', message: `no operation "${fault.operation}".${hint}` };
  }
  if (fault.errorId && !fault.force && !(op.errorIds as readonly string[]).includes(fault.errorId)) {
    return {
      ok: false,
      field: 'errorId',
      message:
        `${op.operationId} (${operationKey(op)}) does not declare ${fault.errorId}; it declares ` +
        `${op.errorIds.join(', ')}. Send "force": true to inject it anyway.`,
    };
  }
  return { ok: true, fault, op };
}
