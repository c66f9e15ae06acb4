import { checkPactFiles, defaultOpenApiCheck, type OpenApiCheck } from './openapi-drift';
import { findPactFiles } from './pact-files';
import { pactResultFromFile, pactResultsFromBroker } from './pact-results';
import { connectTarget, startInProcessTarget } from './provider-target';
import type { OpenApiSection, PactResult, VerificationReport } from './report';
import { runVerifier } from './run-verifier';
import { type StateChangeRelay, startStateChangeRelay } from './state-change-relay';
import { type BrokerOptions, verifierRuns } from './verifier-options';

export interface VerifyOptions {
  /** Local pact files (ignored with a broker). */
  readonly pactDir: string;
  /** A real backend or a running simulator; absent: the simulator in this process. */
  readonly providerBaseUrl?: string;
  readonly stateSetupUrl?: string;
  readonly broker?: BrokerOptions;
  /** False: skip the pact-versus-OpenAPI check (--no-openapi-check). */
  readonly openApiCheck: boolean;
}

export interface VerifyDeps {
  /** The pact-versus-OpenAPI check; defaults to the wired adapter (openapi-drift.ts). */
  readonly checkAgainstOpenApi?: OpenApiCheck;
  /** Told what is about to be verified, once the pacts and the provider are found. */
  readonly onStart?: (what: string) => void;
  /** The verifier's own report and logs (for --verbose). */
  readonly onVerifierOutput?: (chunk: string) => void;
}

/**
 * `harness pact verify`: the Pact Verifier over the pacts (local files or a broker) against the simulator
 * in this process or a provider at a URL, then each local pact against the OpenAPI document.
 */
export async function verifyPacts(
  options: VerifyOptions,
  deps: VerifyDeps = {},
): Promise<VerificationReport> {
  const started = performance.now();
  const pacts = options.broker ? undefined : findPactFiles(options.pactDir);
  const target = options.providerBaseUrl
    ? await connectTarget(options.providerBaseUrl, options.stateSetupUrl)
    : await startInProcessTarget();
  let relay: StateChangeRelay | undefined;
  try {
    relay = target.stateSetupUrl
      ? await startStateChangeRelay({
          target: target.stateSetupUrl,
          ...(target.resetForNoState ? { onNoState: target.resetForNoState } : {}),
        })
      : undefined;
    const what = pacts
      ? `${pacts.length} pact file${pacts.length === 1 ? '' : 's'} in ${options.pactDir}`
      : `the pacts of ${options.broker?.url}`;
    deps.onStart?.(`verifying ${what} against ${target.label}`);
    const raw = await runVerifier(verifierRuns(target, relay?.url, pacts, options.broker), {
      ...(deps.onVerifierOutput ? { onOutput: deps.onVerifierOutput } : {}),
    });
    const stateErrors = relay?.errors ?? new Map<string, string>();
    const results: PactResult[] = pacts
      ? pacts.map((p, i) => pactResultFromFile(p, raw[i] ?? { error: 'no result' }, stateErrors))
      : pactResultsFromBroker(options.broker?.url ?? '', raw[0] ?? { error: 'no result' }, stateErrors);
    const openApi: OpenApiSection = !options.openApiCheck
      ? { skipped: '--no-openapi-check', files: [] }
      : !pacts
        ? {
            skipped: 'pacts from a broker are not files to check; check the local pacts with --pact-dir',
            files: [],
          }
        : await checkPactFiles(
            pacts.map((p) => p.file),
            deps.checkAgainstOpenApi ?? defaultOpenApiCheck(),
          );
    return {
      target: target.label,
      pacts: results,
      openApi,
      warnings: target.warnings,
      elapsedMs: Math.round(performance.now() - started),
    };
  } finally {
    await relay?.close();
    await target.close();
  }
}
