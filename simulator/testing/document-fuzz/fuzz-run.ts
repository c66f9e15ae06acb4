import fc from 'fast-check';
import { errorEnvelope } from '../../../contracts/common/error-envelope';
import { type ProseRule, proseRuleFor } from '../../../contracts/openapi/prose-rules';
import type { Operation } from '../../../contracts/registry/define-operations';
import type { OperationId } from '../../../contracts/registry/operations';
import type { Transport } from '../../transports/transport';
import { type Caller, propertyTokens, sender } from '../property/property-session';
import {
  documentOperation,
  type GeneratedRequest,
  type OpenApiDocument,
  validRequestArbitrary,
} from '../property/request-arbitrary';

/** A 400 (or a 5xx) the document did not announce: the operation, what was sent and what came back. */
export interface Surprise {
  readonly operationId: string;
  readonly caller: Caller;
  readonly request: GeneratedRequest;
  readonly status: number;
  readonly body: unknown;
}

export interface OperationRun {
  readonly operationId: string;
  readonly sent: number;
  /** 400s that name a rule the document states in words (PROSE_RULES), by rule. */
  readonly prose: ReadonlyMap<ProseRule, number>;
  readonly surprises: readonly Surprise[];
}

/** Why the document refuses a request, or undefined (document-validator.ts). */
export type DocumentCheck = (op: Operation, request: GeneratedRequest) => string | undefined;

/** Who sends: operations with a bearer scheme get a guest's or a registered shopper's token. */
function callerArbitrary(doc: OpenApiDocument, op: Operation): fc.Arbitrary<Caller> {
  const secured = (documentOperation(doc, op) as { security?: unknown[] }).security !== undefined;
  return secured ? fc.constantFrom<Caller>('registered', 'guest') : fc.constant<Caller>('anonymous');
}

/**
 * `runs` requests the document allows for one operation (every header, parameter and body from its schema),
 * seeded. Candidates the document's own validator refuses are dropped (the generator only proposes), so
 * a surprise is always a request the document admits.
 */
export function documentRequests(
  doc: OpenApiDocument,
  op: Operation,
  allows: DocumentCheck,
  { seed, runs }: { seed: number; runs: number },
): [GeneratedRequest, Caller][] {
  const candidates = fc.sample(
    fc.tuple(validRequestArbitrary(doc, op, { headers: 'document' }), callerArbitrary(doc, op)),
    { seed, numRuns: runs * 2 },
  );
  const kept: [GeneratedRequest, Caller][] = [];
  for (const candidate of candidates) {
    if (kept.length === runs) break;
    if (allows(op, candidate[0]) === undefined) kept.push(candidate);
  }
  return kept;
}

/**
 * Sends the requests in a session of its own and sorts each 400 into a listed prose rule or a surprise
 * (a 5xx is always a surprise).
 */
export async function fuzzOperation(
  transport: Transport,
  op: Operation,
  requests: readonly [GeneratedRequest, Caller][],
): Promise<OperationRun> {
  const session = `fuzz-${op.operationId}`;
  const tokens = await propertyTokens(transport, session);
  const send = sender(transport, () => tokens, session);
  const prose = new Map<ProseRule, number>();
  const surprises: Surprise[] = [];
  for (const [request, caller] of requests) {
    const answer = await send(request, caller);
    if (answer.status !== 400 && answer.status < 500) continue;
    const detail = errorEnvelope.safeParse(answer.body).data?.errorDetails[0];
    const rule =
      answer.status === 400 && detail
        ? proseRuleFor(op.operationId as OperationId, detail.errorId, detail.message ?? '')
        : undefined;
    if (rule) prose.set(rule, (prose.get(rule) ?? 0) + 1);
    else surprises.push({ operationId: op.operationId, caller, request, ...answer });
  }
  return { operationId: op.operationId, sent: requests.length, prose, surprises };
}

/** One surprise as the failure prints it: enough to replay it with curl. */
export function describeSurprise(s: Surprise): string {
  return [
    `${s.operationId} (${s.caller}): ${s.request.method} ${s.request.pathname}`,
    `  query   ${JSON.stringify(s.request.query)}`,
    `  headers ${JSON.stringify(s.request.headers)}`,
    ...(s.request.body === undefined ? [] : [`  body    ${JSON.stringify(s.request.body)}`]),
    `  answer  ${s.status} ${JSON.stringify(s.body)}`,
  ].join('\n');
}
