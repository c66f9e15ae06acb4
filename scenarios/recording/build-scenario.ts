import { isCatalogueId } from '../../contracts/errors/catalogue';
import type { CatalogueId } from '../../contracts/errors/error-ids';
import type { OperationId } from '../../contracts/registry/operations';
import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import type { StepExpectation } from '../scenario';
import { mapLeaves, savedVar, type Tree } from './code';
import { expectationOf } from './expect-of';
import { type Exchange, type LeftOut, matchExchange, type RecordedCall } from './match-calls';
import { isLeftoverSecret, redactBody } from './redact';
import { CreatedIds } from './references';
import { isClosedAt, schemasAt, takesStringAt } from './schema-at';
import { liftSignIn } from './setup-of';

/** One step of a recorded scenario, before it is written. */
export interface BuiltStep {
  readonly number: number;
  readonly operationId: OperationId;
  /** The operation's method and path as the contract writes them (`POST /cart/v1/cart/{basketId}/...`). */
  readonly method: string;
  readonly path: string;
  /** The status the call was answered with. */
  readonly status: number;
  readonly name: string;
  readonly params?: Tree;
  readonly query?: Tree;
  readonly body?: Tree;
  readonly headers?: Readonly<Record<string, string>>;
  readonly authorised?: false;
  readonly expect: StepExpectation;
  readonly save: Readonly<Record<string, string>>;
}

export interface BuiltScenario {
  readonly name: string;
  readonly description: string;
  /** The scenario's setup, when the recording starts from one (setup-of.ts: a sign-in). */
  readonly setup?: Tree;
  readonly produces: readonly CatalogueId[];
  /** Steps and left-out exchanges in the order they were recorded. */
  readonly entries: readonly ({ readonly step: BuiltStep } | { readonly leftOut: LeftOut })[];
  /** One line per kind of secret replaced. */
  readonly redacted: readonly string[];
  /** What may keep the recording from replaying as recorded. */
  readonly warnings: readonly string[];
}

export interface RecordingInput {
  /** kebab-case scenario name. */
  readonly name: string;
  /** Where the calls came from (`harness record --target http://...`, `HAR file session.har`). */
  readonly source: string;
  readonly exchanges: readonly Exchange[];
}

/** Headers a step never carries: the runner's (token, session, tracing ids) and the connection's. */
const RUNNER_HEADERS = new Set([
  'authorization',
  'x-usid',
  'x-correlation-id',
  'x-transaction-id',
  'x-api-key',
]);

/** The call's headers that its contract declares and that differ from what the runner sends anyway. */
function stepHeaders(call: RecordedCall): Record<string, string> | undefined {
  const declared = Object.keys(call.op.request.headers?.shape ?? {});
  const sent: Record<string, string> = STOREFRONT_HEADERS;
  const kept = declared.filter(
    (name) =>
      !RUNNER_HEADERS.has(name) && call.headers[name] !== undefined && call.headers[name] !== sent[name],
  );
  return kept.length > 0 ? Object.fromEntries(kept.map((n) => [n, call.headers[n] as string])) : undefined;
}

/** A call's params, query and body as trees: secrets redacted, ids earlier answers created as saved variables. */
function inputsOf(call: RecordedCall, ids: CreatedIds, redacted: Set<string>, warn: (text: string) => void) {
  const { op } = call;
  const reference = (value: string, key: string | undefined): Tree => {
    const name = ids.variableFor(value, key);
    return name ? savedVar(name) : value;
  };
  const leftover = (part: string) => (value: Tree, path: readonly string[]) => {
    if (!isLeftoverSecret(path.at(-1) ?? '', value)) return value;
    warn(
      `#${call.number} ${op.operationId}: ${part}.${path.join('.')} held a credential no earlier step gave; written as "redacted"`,
    );
    return 'redacted';
  };
  const params = mapLeaves(call.params, (value, path) => {
    // A parameter the contract reads as a number is written as one (its type says so).
    const leaves = schemasAt(op.request.params, path);
    const numeric = leaves.length > 0 && leaves.every((s) => s._zod.def.type === 'number');
    if (typeof value === 'string' && numeric) return Number(value);
    return typeof value === 'string' ? reference(value, path.at(-1)) : value;
  });
  const query = mapLeaves(call.query, (value, path) =>
    leftover('query')(typeof value === 'string' ? reference(value, path[0]) : value, path),
  );
  const schema = op.request.body;
  const body =
    call.body === undefined
      ? undefined
      : mapLeaves(redactBody(op.operationId, call.body, redacted), (value, path) => {
          // Only where the contract takes any string: an enum or literal keeps its literal (and its type).
          const open = takesStringAt(schema, path) && !isClosedAt(schema, path);
          return leftover('body')(
            typeof value === 'string' && open ? reference(value, path.at(-1)) : value,
            path,
          );
        });
  return { params, query, body };
}

/**
 * Recorded exchanges as the steps of one scenario (pure): each matched to its operation, its secrets
 * redacted (redact.ts), the ids earlier answers created turned into saved variables (references.ts), what
 * came back turned into expectations (expect-of.ts); a sign-in the recording starts with becomes the setup
 * (setup-of.ts). Exchanges that are no operation's are left out, in place.
 */
export function buildScenario(input: RecordingInput): BuiltScenario {
  const ids = new CreatedIds();
  const redacted = new Set<string>();
  const warnings: string[] = [];
  const entries: BuiltScenario['entries'][number][] = [];
  const produces = new Set<CatalogueId>();
  const built: { step: Omit<BuiltStep, 'save'>; index: number; savesToken: boolean }[] = [];
  let tokenSaved = false;
  let warnedToken = false;

  input.exchanges.forEach((exchange, i) => {
    const matched = matchExchange(exchange, i + 1);
    if ('leftOut' in matched) {
      entries.push({ leftOut: matched.leftOut });
      return;
    }
    const { call } = matched;
    const { op } = call;
    const index = built.length;
    const where = `#${call.number} ${op.operationId}`;
    const { params, query, body } = inputsOf(call, ids, redacted, (text) => warnings.push(text));
    ids.sent(call.params);
    ids.sent(call.query);
    ids.sent(call.body);
    ids.answered(index, op.operationId, call.method, call.status, call.response);

    const hadToken = 'authorization' in call.headers;
    if (hadToken && !tokenSaved && !warnedToken) {
      warnedToken = true;
      warnings.push(
        `${where} sent a bearer token that no recorded call gave: the replay sends none (record from the token call on)`,
      );
    }
    const savesToken =
      call.status < 400 && typeof (call.response as { access_token?: unknown })?.access_token === 'string';
    const { expect, unknownErrorId } = expectationOf(op, call.status, call.response);
    if (unknownErrorId)
      warnings.push(
        `${where} answered ${unknownErrorId}, which the catalogue does not know: the step expects its status, and the runner fails it until the catalogue has the id (harness proxy reports it as drift)`,
      );
    if (expect.errorId && isCatalogueId(expect.errorId)) produces.add(expect.errorId);
    const headers = stepHeaders(call);
    const step: Omit<BuiltStep, 'save'> = {
      number: call.number,
      operationId: op.operationId,
      method: call.method,
      path: op.path,
      status: call.status,
      name: call.status >= 400 ? `${op.summary} (${call.status})` : op.summary,
      ...(Object.keys(call.params).length > 0 ? { params } : {}),
      ...(Object.keys(call.query).length > 0 ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(headers ? { headers } : {}),
      ...(tokenSaved && !hadToken ? { authorised: false as const } : {}),
      expect,
    };
    tokenSaved ||= savesToken;
    built.push({ step, index, savesToken });
    entries.push({ step: step as BuiltStep });
  });

  // Saves are known once every later step has named what it reads.
  const withSaves = new Map(
    built.map(({ step, index, savesToken }) => {
      const save = { ...(savesToken ? { token: 'access_token' } : {}), ...ids.savesOf(index) };
      return [step, { ...step, save }] as const;
    }),
  );
  const sessions = [
    ...new Set(input.exchanges.map((e) => e.requestHeaders?.['x-harness-session']).filter(Boolean)),
  ];
  if (sessions.length > 1)
    warnings.push(
      `calls of ${sessions.length} sessions (${sessions.join(', ')}) were recorded as one flow; record one with --session NAME`,
    );
  const steps = built.length;
  return liftSignIn({
    name: input.name,
    description: `Recorded from ${input.source}: ${steps} call${steps === 1 ? '' : 's'}, replayed with the ids each answer gave.`,
    produces: [...produces],
    entries: entries.map((e) => ('step' in e ? { step: withSaves.get(e.step) as BuiltStep } : e)),
    redacted: [...redacted],
    warnings,
  });
}
