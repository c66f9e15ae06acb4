import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createServices } from '../../../app/create-services';
import type { RuntimeConfig } from '../../../app/runtime-config';
import { ServiceProviders } from '../../../app/services';
import { SiteConfigProvider } from '../../../config/site-config-provider';
import { TestIntlProvider } from '../../../i18n/test-intl-provider';
import { TEST_RUNTIME_CONFIG } from '../../../testing/render-app';
import { ImageBaseProvider } from '../../../ui/image/image-base';

export interface BlockTestOptions {
  readonly locale?: string;
  readonly flags?: Record<string, boolean>;
  readonly config?: Partial<RuntimeConfig>;
  /** The test simulator's session header, for blocks that call the backend. */
  readonly sessionHeader?: () => Record<string, string>;
}

/** For tests: a block inside what a page gives it (services, site config, messages, router, image base). */
export function renderBlock(ui: ReactNode, options: BlockTestOptions = {}) {
  const { locale = 'en-us', flags, config, sessionHeader = () => ({}) } = options;
  const services = createServices(
    { ...TEST_RUNTIME_CONFIG, validateResponses: false, ...config },
    { extraHeaders: sessionHeader, sessionKey: `storefront.session.test.${Math.random()}` },
  );
  return render(
    <MemoryRouter initialEntries={[`/${locale}`]}>
      <ServiceProviders services={services}>
        <SiteConfigProvider locale={locale} overrides={flags} readOverrides={false}>
          <TestIntlProvider locale={locale}>
            <ImageBaseProvider value={services.config.imageBaseUrl}>{ui}</ImageBaseProvider>
          </TestIntlProvider>
        </SiteConfigProvider>
      </ServiceProviders>
    </MemoryRouter>,
  );
}
