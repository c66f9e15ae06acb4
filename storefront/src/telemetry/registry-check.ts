import type { ResponseContract } from '../../../contracts/registry/define-operations';
import type { CheckAnswer } from './contract-check';

/** Checks answers against the registry's response schemas; loaded by dynamic import so no page carries it. */
export async function loadRegistryCheck(): Promise<CheckAnswer> {
  const { operations } = await import('../../../contracts/registry/operations');
  return ({ operationId, status, body }) => {
    const response: ResponseContract = operations[operationId].response;
    if (status !== response.status || !response.body) return [];
    const result = response.body.safeParse(body);
    if (result.success) return [];
    return result.error.issues.slice(0, 200).map((issue) => ({
      path: issue.path.join('.') || '(root)',
      message: issue.message,
    }));
  };
}
