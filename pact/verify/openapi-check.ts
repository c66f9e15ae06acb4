import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SwaggerMockValidatorFactory, type ValidationResult } from '@pactflow/swagger-mock-validator';
import { withOpenApi30Bounds } from './openapi-30-bounds';
import { type HttpInteractionRef, httpInteractionsOf } from './pact-http-interactions';
import { withWholeSegmentParameters } from './partial-segment-paths';

/**
 * The three-way drift check (issue 11): every HTTP interaction of a pact against the generated OpenAPI
 * document, with @pactflow/swagger-mock-validator, the library behind PactFlow's bi-directional contract
 * testing. It reads Pact V1 to V4 and OpenAPI 3.0/3.1; see openapi-30-bounds.ts and pact-http-interactions.ts
 * for what is adjusted so that V4 pacts and a 3.1 document lose nothing on the way in.
 */

export interface OpenApiFinding {
  /** The interaction's description, with its provider states. */
  interaction: string;
  /** Where in the pact file, e.g. `[root].interactions[3].response.body.items`. */
  location?: string;
  /** Where in the document, e.g. `[root].paths./cart/v1/item.post.responses.200...schema.type`. */
  specLocation?: string;
  /** The library's result code, e.g. `response.body.incompatible`. */
  code: string;
  message: string;
  level: 'error' | 'warning';
}

export interface OpenApiCheckResult {
  /** No errors (warnings allowed). */
  ok: boolean;
  /** HTTP interactions checked. */
  interactions: number;
  /** Interactions the library cannot compare with a document (V4 messages), by label. */
  notChecked: string[];
  errors: number;
  warnings: number;
  findings: OpenApiFinding[];
}

/**
 * Library warnings that fail here: the pact relies on request data the document does not define (a query
 * parameter, a body where the operation takes none). The provider drops such data (docs/decisions.md,
 * "Unknown query parameters are tolerated"), so whatever the consumer expects from it is not in the contract.
 * Its other warnings stay warnings: unknown request headers (also dropped, and clients send ambient ones),
 * standard response headers, a body without Content-Type (read as JSON), a status matched only by `default`.
 */
export const WARNINGS_THAT_FAIL: ReadonlySet<string> = new Set([
  'request.query.unknown',
  'request.body.unknown',
]);

const INTERACTION_AT = /^\[root\]\.interactions\[(\d+)\]/;

type SpecParameter = { name: string; in: string };
const isParameter = (value: unknown): value is SpecParameter =>
  typeof value === 'object' && value !== null && 'name' in value && 'in' in value;

/** Names the parameter a parameter finding is about; a missing one gets the place it should be. */
function withParameter(
  result: ValidationResult,
  location: string,
  atInteraction: boolean,
): { location: string; message: string } {
  const parameter = result.specDetails?.value;
  if (!result.code.startsWith('request.') || !isParameter(parameter))
    return { location, message: result.message };
  if (atInteraction) {
    const section = parameter.in === 'header' ? 'headers' : parameter.in;
    return {
      location: `${location}.request.${section}.${parameter.name}`,
      message: `Missing ${parameter.in} parameter ${parameter.name}, which the document requires`,
    };
  }
  return { location, message: `${parameter.in} parameter ${parameter.name}: ${result.message}` };
}

function toFinding(result: ValidationResult, refs: HttpInteractionRef[]): OpenApiFinding & { index: number } {
  const raw = result.mockDetails?.location;
  const match = raw ? INTERACTION_AT.exec(raw) : null;
  const ref = match ? refs[Number(match[1])] : undefined;
  // Back to the interaction's index in the file (the library counts HTTP interactions only).
  const location =
    ref && raw && match ? `[root].interactions[${ref.index}]${raw.slice(match[0].length)}` : raw;
  const named: { location?: string; message: string } = location
    ? withParameter(result, location, raw === match?.[0])
    : { message: result.message };
  const failing = result.type === 'error' || WARNINGS_THAT_FAIL.has(result.code);
  return {
    index: ref?.index ?? -1,
    interaction: ref?.label ?? result.mockDetails?.interactionDescription ?? '(the pact)',
    ...(named.location ? { location: named.location } : {}),
    ...(result.specDetails?.location ? { specLocation: result.specDetails.location } : {}),
    code: result.code,
    message: ref?.pending && failing ? `(pending interaction) ${named.message}` : named.message,
    level: failing && !ref?.pending ? 'error' : 'warning',
  };
}

async function readJson(path: string, what: string): Promise<Record<string, unknown>> {
  const text = await readFile(path, 'utf8');
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(
      `${what} ${path} is not JSON (the check reads JSON; npm run openapi prints the document)`,
    );
  }
}

/** The pact with each request's path rewritten (see partial-segment-paths.ts). */
function withRequestPaths(pact: object, rewrite: (path: string) => string): object {
  const { interactions } = pact as { interactions?: { request?: { path?: unknown } }[] };
  return {
    ...pact,
    interactions: (interactions ?? []).map((i) =>
      typeof i.request?.path === 'string'
        ? { ...i, request: { ...i.request, path: rewrite(i.request.path) } }
        : i,
    ),
  };
}

/** Checks each HTTP interaction of a pact file against an OpenAPI document (the object, or a JSON file path). */
export async function checkPactAgainstOpenApi(
  pactFile: string,
  openapi: object | string,
): Promise<OpenApiCheckResult> {
  const pact = await readJson(pactFile, 'Pact file');
  const doc = typeof openapi === 'string' ? await readJson(openapi, 'OpenAPI document') : openapi;
  const { pact: httpPact, refs, skipped } = httpInteractionsOf(pact);

  // The library's public entry reads files (or URLs), so both go to a private temporary directory.
  const dir = await mkdtemp(join(tmpdir(), 'openapi-check-'));
  try {
    const specPathOrUrl = join(dir, 'openapi.json');
    const mockPathOrUrl = join(dir, 'pact.json');
    const { doc: whole, rewritePath } = withWholeSegmentParameters(withOpenApi30Bounds(doc));
    await writeFile(specPathOrUrl, JSON.stringify(whole));
    await writeFile(mockPathOrUrl, JSON.stringify(withRequestPaths(httpPact, rewritePath)));
    const outcome = await SwaggerMockValidatorFactory.create().validate({
      specPathOrUrl,
      mockPathOrUrl,
      // The library's defaults, said out loud: a response may not carry fields the document does not list,
      // and may leave out required ones (a consumer reads a subset of the answer).
      additionalPropertiesInResponse: 'false',
      requiredPropertiesInResponse: 'false',
    });
    const findings = [...outcome.errors, ...outcome.warnings]
      .map((result) => toFinding(result, refs))
      .sort((a, b) => a.index - b.index)
      .map(({ index: _, ...finding }) => finding);
    const errors = findings.filter((f) => f.level === 'error').length;
    return {
      ok: errors === 0,
      interactions: refs.length,
      notChecked: skipped,
      errors,
      warnings: findings.length - errors,
      findings,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A plain-text report: counts, then each finding under its interaction. */
export function formatOpenApiCheck(result: OpenApiCheckResult): string {
  const lines = [
    `${result.ok ? 'OK' : 'FAILED'}: ${result.errors} error(s), ${result.warnings} warning(s) ` +
      `in ${result.interactions} HTTP interaction(s)`,
  ];
  if (result.notChecked.length > 0) lines.push(`not checked (not HTTP): ${result.notChecked.join('; ')}`);
  let current: string | undefined;
  for (const f of result.findings) {
    if (f.interaction !== current) lines.push(`- ${f.interaction}`);
    current = f.interaction;
    lines.push(`  ${f.level} ${f.code} at ${f.location ?? '?'}: ${f.message}`);
  }
  return lines.join('\n');
}
