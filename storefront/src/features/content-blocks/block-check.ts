import { contentBlock } from '../../../../contracts/entities/content-blocks';
import type { ContractIssue } from '../../telemetry/contract-check';

/**
 * A block's issues against the content contract (empty when it parses). Loaded by dynamic import, and only
 * where answers are checked (use-block-check.ts): the schemas are too heavy for every page's bundle.
 */
export function blockIssues(block: unknown): readonly ContractIssue[] {
  const result = contentBlock.safeParse(block);
  if (result.success) return [];
  return result.error.issues.slice(0, 50).map((issue) => ({
    path: issue.path.join('.') || '(root)',
    message: issue.message,
  }));
}

export type BlockIssues = typeof blockIssues;
