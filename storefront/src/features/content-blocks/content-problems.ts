import type { Commerce } from '../../commerce/create-commerce';
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

const reported = new Set<string>();

/** Calls `send` the first time a block id and type has a problem in this page load, never again. */
export function reportOnce(problem: ContentProblem, send: (problem: ContentProblem) => void): void {
  const key = `${problem.blockId}\u0000${problem.type}`;
  if (reported.has(key)) return;
  reported.add(key);
  send(problem);
}

export interface ProblemChannel {
  /** Development: the console, where whoever edits the content sees it. */
  readonly dev: boolean;
  readonly commerce: Pick<Commerce, 'reportContractDrift'>;
  /** The page the block is on (path and query). */
  readonly url: string;
}

/**
 * Development warns in the console; production tells the backend through the contract-drift report
 * (validateResponse: "a response that failed client-side contract validation"), best effort.
 */
export function sendContentProblem(problem: ContentProblem, channel: ProblemChannel): void {
  const what = `content block ${problem.blockId} (${problem.type}): ${problem.reason}`;
  if (channel.dev) {
    console.warn(`[storefront] ${what}, not shown`, problem.issues);
    return;
  }
  void channel.commerce
    .reportContractDrift({
      params: { contract: CONTENT_CONTRACT },
      body: {
        url: channel.url.slice(0, 2048) || '/',
        status: 200,
        issues: problem.issues.slice(0, 200).map((issue) => ({
          path: `block ${problem.blockId} (${problem.type})${issue.path === '(root)' ? '' : `.${issue.path}`}`.slice(
            0,
            500,
          ),
          message: `${problem.reason}: ${issue.message}`.slice(0, 500),
        })),
      },
    })
    .catch(() => undefined);
}
