import type { VerifierOptions } from '@pact-foundation/pact-core/src/verifier/types';
/** The provider the storefront's pacts are with (the Pact Broker knows it by this name). */
import { PROVIDER } from '../pact-names';
import {
  type PactSelection,
  pactSelection,
  type SelectorFlags,
  straySelectionFlag,
} from './consumer-version-selectors';
import { type PactFile, VerifyUsageError } from './pact-files';
import type { ProviderTarget } from './provider-target';

export const PROVIDER_NAME = PROVIDER;

export interface BrokerOptions {
  readonly url: string;
  /** Else the verifier reads PACT_BROKER_TOKEN. */
  readonly token?: string;
  readonly publishResults: boolean;
  readonly providerVersion?: string;
  readonly providerBranch?: string;
  /** Which pacts to ask the broker for (consumer version selectors), pending and WIP pacts. */
  readonly selection: PactSelection;
}

export interface BrokerFlags extends SelectorFlags {
  readonly brokerUrl?: string;
  readonly brokerToken?: string;
  readonly publishResults?: boolean;
  readonly providerVersion?: string;
  readonly providerBranch?: string;
}

/** The broker options of the flags, checked before anything starts (a usage error exits 2 without a run). */
export function brokerOptions(flags: BrokerFlags): BrokerOptions | undefined {
  if (flags.publishResults && !flags.providerVersion)
    throw new VerifyUsageError(
      '--publish-results needs --provider-version (the version of the provider that was verified, e.g. a git sha)',
    );
  if (!flags.brokerUrl) {
    const stray = (['brokerToken', 'publishResults', 'providerVersion', 'providerBranch'] as const).find(
      (k) => flags[k],
    );
    if (stray)
      throw new VerifyUsageError(
        `--${stray.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} applies to pacts from a broker: add --broker-url`,
      );
    const selection = straySelectionFlag(flags);
    if (selection)
      throw new VerifyUsageError(`${selection} applies to pacts from a broker: add --broker-url`);
    return undefined;
  }
  try {
    new URL(flags.brokerUrl);
  } catch {
    throw new VerifyUsageError(
      `--broker-url "${flags.brokerUrl}" is not a URL (e.g. https://broker.example)`,
    );
  }
  return {
    url: flags.brokerUrl,
    publishResults: Boolean(flags.publishResults),
    selection: pactSelection(flags),
    ...(flags.brokerToken ? { token: flags.brokerToken } : {}),
    ...(flags.providerVersion ? { providerVersion: flags.providerVersion } : {}),
    ...(flags.providerBranch ? { providerBranch: flags.providerBranch } : {}),
  };
}

/** The verifier's options for each run: one per local pact file, or one over the broker's pacts. */
export function verifierRuns(
  target: Pick<ProviderTarget, 'baseUrl' | 'headers'>,
  stateChangeUrl: string | undefined,
  pacts: readonly PactFile[] | undefined,
  broker: BrokerOptions | undefined,
): VerifierOptions[] {
  const base: VerifierOptions = {
    providerBaseUrl: target.baseUrl,
    provider: PROVIDER_NAME,
    logLevel: 'error',
    ...(stateChangeUrl ? { providerStatesSetupUrl: stateChangeUrl } : {}),
    ...(Object.keys(target.headers).length > 0 ? { customProviderHeaders: { ...target.headers } } : {}),
  };
  if (broker)
    return [
      {
        ...base,
        pactBrokerUrl: broker.url,
        ...(broker.token ? { pactBrokerToken: broker.token } : {}),
        publishVerificationResult: broker.publishResults,
        ...(broker.providerVersion ? { providerVersion: broker.providerVersion } : {}),
        ...(broker.providerBranch ? { providerVersionBranch: broker.providerBranch } : {}),
        consumerVersionSelectors: broker.selection.consumerVersionSelectors,
        enablePending: broker.selection.enablePending,
        ...(broker.selection.includeWipPactsSince
          ? { includeWipPactsSince: broker.selection.includeWipPactsSince }
          : {}),
      },
    ];
  // One run per pact file: each run's results then belong to one known pact.
  return (pacts ?? []).map((p) => ({ ...base, provider: p.provider, pactUrls: [p.file] }));
}
