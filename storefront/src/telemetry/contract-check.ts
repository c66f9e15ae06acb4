import type { OperationId } from '../../../contracts/registry/operations';

export interface ContractIssue {
  readonly path: string;
  readonly message: string;
}

export interface Answer {
  readonly operationId: OperationId;
  readonly status: number;
  readonly body: unknown;
  readonly url: string;
}

export interface ContractViolation extends Answer {
  readonly issues: readonly ContractIssue[];
}

/** The schema check itself, split out so the registry loads lazily (dev, or production when configured). */
export type CheckAnswer = (answer: Answer) => readonly ContractIssue[];

/**
 * Development drift alarm: every answer is checked against its contract once the registry has loaded
 * (answers that arrive earlier wait in a queue), and a violation is reported loudly in the console and to
 * /fapi/api/validate-response/{contract}.
 */
export function createContractCheck(
  load: () => Promise<CheckAnswer>,
  report: (violation: ContractViolation) => void,
): (answer: Answer) => void {
  let check: CheckAnswer | null = null;
  const waiting: Answer[] = [];
  const run = (answer: Answer) => {
    if (answer.operationId === 'validateResponse') return;
    const issues = (check as CheckAnswer)(answer);
    if (issues.length > 0) report({ ...answer, issues });
  };
  void load().then(
    (loaded) => {
      check = loaded;
      for (const answer of waiting.splice(0)) run(answer);
    },
    (error) => console.error('[storefront] contract check could not load', error),
  );
  return (answer) => {
    if (check) run(answer);
    else waiting.push(answer);
  };
}
