import { buildOpenApiDocument } from '../../contracts/openapi/build-document';
import { checkPactAgainstOpenApi } from './openapi-check';
import type { OpenApiFinding, OpenApiSection } from './report';

/**
 * The third side of the drift check: a pact file against the generated OpenAPI document (does every
 * request and answer the storefront expects exist in the contract?). Injected, so tests can give their own.
 */
export type OpenApiCheck = (pactFile: string) => Promise<readonly OpenApiFinding[]>;

/**
 * ADAPTER between `harness pact verify` and the check of openapi-check.ts (@pactflow/swagger-mock-validator):
 * the document is generated once per run from the Zod contracts, as `npm run openapi` prints it.
 */
export function defaultOpenApiCheck(): OpenApiCheck {
  let document: object | undefined;
  return async (pactFile) => {
    document ??= buildOpenApiDocument();
    return (await checkPactAgainstOpenApi(pactFile, document)).findings;
  };
}

/** Checks each pact file; a check that throws on a file is an error finding for that file, not a crash. */
export async function checkPactFiles(files: readonly string[], check: OpenApiCheck): Promise<OpenApiSection> {
  const results = [];
  for (const pactFile of files) {
    try {
      results.push({ pactFile, findings: await check(pactFile) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({
        pactFile,
        findings: [{ interaction: '(whole pact)', code: 'check-failed', message, level: 'error' as const }],
      });
    }
  }
  return { files: results };
}
