import type { ContractIssue } from '../../telemetry/contract-check';

/**
 * What went wrong with one content block: a type no renderer draws, a block off the content contract, or a
 * renderer that threw. The block renders nothing either way; the page goes on.
 */
export interface ContentProblem {
  readonly blockId: string;
  readonly type: string;
  readonly reason: 'unknownType' | 'malformed' | 'failed';
  readonly issues: readonly ContractIssue[];
}

/**
 * The operation reports name (validateResponse takes an operation of the registry): the pages and espots
 * whose blocks the storefront draws come from getAugmentedPage.
 */
export const CONTENT_CONTRACT = 'getAugmentedPage';

/** A block's problem, if it has one: no renderer for its type, or (with a check) issues against the contract. */
export function blockProblem(
  block: { readonly id: unknown; readonly type: unknown },
  hasRenderer: boolean,
  check: ((block: unknown) => readonly ContractIssue[]) | undefined,
): ContentProblem | undefined {
  const blockId = String(block.id);
  const type = String(block.type);
  if (!hasRenderer)
    return {
      blockId,
      type,
      reason: 'unknownType',
      issues: [{ path: 'type', message: `no renderer for content block type ${type}` }],
    };
  const issues = check?.(block) ?? [];
  return issues.length > 0 ? { blockId, type, reason: 'malformed', issues } : undefined;
}
