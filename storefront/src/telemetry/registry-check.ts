import type { ResponseContract } from '../../../contracts/registry/define-operations';
import type { Commerce } from '../commerce/create-commerce';
import type { CheckAnswer, ContractViolation } from './contract-check';

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

/** A violation, loud in the console and reported to the backend (validateResponse), best effort. */
export function reportContractViolation(
  commerce: Pick<Commerce, 'reportContractDrift'>,
  violation: ContractViolation,
): void {
  console.error(
    `[storefront] CONTRACT DRIFT: ${violation.operationId} answered off its contract`,
    violation.issues,
    violation.url,
  );
  void commerce
    .reportContractDrift({
      params: { contract: violation.operationId },
      body: { url: violation.url.slice(0, 2048), status: violation.status, issues: [...violation.issues] },
    })
    .catch(() => undefined);
}
