import { loadWithErrorCatalogue } from '../api/load-error-catalogue';
import { createCommerce } from '../commerce/create-commerce';
import { loadErrorTexts } from '../i18n/error-texts';
import { createContractCheck } from '../telemetry/contract-check';
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
  // The registry check and the drift report load together, only where answers are checked (dev, tests).
  const registryCheck = () => import('../telemetry/registry-check');
  // The friendlier error texts load with the first error answer, like the catalogue table.
  loadWithErrorCatalogue(loadErrorTexts);
  const commerce = createCommerce({
    baseUrl: config.apiBaseUrl,
    site: currentSiteHeaders,
    extraHeaders: overrides.extraHeaders,
    sessionKey: overrides.sessionKey,
    onAnswer: config.validateResponses
      ? createContractCheck(
          async () => (await registryCheck()).loadRegistryCheck(),
          (violation) =>
            void registryCheck().then((check) => check.reportContractViolation(commerce, violation)),
        )
      : undefined,
    // A 403 with an appId: the challenge dialog and its code load then, never before (the shell's budget).
    botChallenge: (request) =>
      import('../features/bot-defence/present-bot-challenge').then((m) =>
        m.presentBotChallenge(request, config, overrides),
      ),
    report: (error) => console.error('[storefront] token error', error),
  });
  return { config, queryClient: createQueryClient(), commerce };
}
