import { createCommerce } from '../commerce/create-commerce';
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
  return {
    config,
    queryClient: createQueryClient(),
    commerce: createCommerce({
      baseUrl: config.apiBaseUrl,
      site: currentSiteHeaders,
      extraHeaders: overrides.extraHeaders,
      sessionKey: overrides.sessionKey,
      report: (error) => console.error('[storefront] token error', error),
    }),
  };
}
