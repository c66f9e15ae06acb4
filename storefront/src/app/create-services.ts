import { loadWithErrorCatalogue } from '../api/load-error-catalogue';
import { createCommerce } from '../commerce/create-commerce';
import { loadErrorTexts } from '../i18n/error-texts';
import { emitBotChallenge } from '../telemetry/bot-challenge';
import { type ContractViolation, createContractCheck } from '../telemetry/contract-check';
import { currentSiteHeaders } from './current-site';
import { createQueryClient } from './query-client';
import type { RuntimeConfig } from './runtime-config';
import type { AppServices } from './services';

export interface ServiceOverrides {
  /** Extra headers on every API call (tests: their harness session). */
  readonly extraHeaders?: () => Record<string, string>;
  readonly sessionKey?: string;
}

export function createServices(config: RuntimeConfig, overrides: ServiceOverrides = {}): AppServices {
  const reportViolation = (violation: ContractViolation) => {
    console.error(
      `[storefront] CONTRACT DRIFT: ${violation.operationId} answered off its contract`,
      violation.issues,
      violation.url,
    );
    void commerce.reportContractDrift({
      params: { contract: violation.operationId },
      body: { url: violation.url.slice(0, 2048), status: violation.status, issues: [...violation.issues] },
    });
  };
  // The friendlier error texts load with the first error answer, like the catalogue table.
  loadWithErrorCatalogue(loadErrorTexts);
  const commerce = createCommerce({
    baseUrl: config.apiBaseUrl,
    site: currentSiteHeaders,
    extraHeaders: overrides.extraHeaders,
    sessionKey: overrides.sessionKey,
    onAnswer: config.validateResponses
      ? createContractCheck(
          async () => (await import('../telemetry/registry-check')).loadRegistryCheck(),
          reportViolation,
        )
      : undefined,
    onBotChallenge: (appId, error) => emitBotChallenge({ appId, operationId: error.operationId }),
    report: (error) => console.error('[storefront] token error', error),
  });
  return { config, queryClient: createQueryClient(), commerce };
}
