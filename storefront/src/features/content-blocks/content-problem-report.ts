import type { Commerce } from '../../commerce/create-commerce';
import { CONTENT_CONTRACT, type ContentProblem } from './content-problems';

// Loaded with the first problem a page's blocks have (block-renderer.tsx): most pages never need it.

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
