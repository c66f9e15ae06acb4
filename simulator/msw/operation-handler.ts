import { RequestHandler } from 'msw';

type Answer = (request: Request) => Promise<Response> | Response | undefined;

/**
 * The one MSW request handler in front of every registry operation (both transports run it through msw).
 * It answers from `run` directly: the generic handlers' per-request cookie parsing, request clone and abort
 * wiring cost more than the simulator's own work on a cart read (docs/performance.md), and none of it
 * serves a request the registry answers.
 */
export class OperationHandler extends RequestHandler<{ header: string }, Record<string, never>> {
  readonly #answer: Answer;

  constructor(answer: Answer) {
    super({ info: { header: 'registry operations' }, resolver: () => undefined });
    this.#answer = answer;
  }

  predicate(): boolean {
    return true;
  }

  log(): void {}

  override async run(args: Parameters<RequestHandler['run']>[0]) {
    const response = await this.#answer(args.request);
    if (!response) return null;
    return { handler: this, request: args.request, requestId: args.requestId, response };
  }
}
