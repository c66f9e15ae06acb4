import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type ContentBlock, contentBlock } from '../../../../../contracts/entities/content-blocks';
import { createServices } from '../../../app/create-services';
import { ServiceProviders } from '../../../app/services';
import { SiteConfigProvider } from '../../../config/site-config-provider';
import { TestIntlProvider } from '../../../i18n/test-intl-provider';
import { TEST_RUNTIME_CONFIG } from '../../../testing/render-app';
import { BlockList } from '../block-renderer';

/** A block as the content API may send it: parsed by the contract's schema (defaults filled, limits kept). */
export const parseBlock = (input: unknown): ContentBlock => contentBlock.parse(input);

/**
 * Test support: content blocks drawn by the block list (each renderer through its lazy chunk, as a page
 * draws it) on `path`, in `locale`. The app's services are there for the block conditions (the session) and
 * the block check; no block of this folder calls the backend.
 */
export function renderBlocks(
  blocks: readonly unknown[],
  { locale = 'en-us', path }: { locale?: string; path?: string } = {},
) {
  const at = path ?? `/${locale}`;
  const services = createServices(TEST_RUNTIME_CONFIG, {
    sessionKey: `storefront.session.test.${Math.random()}`,
  });
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <TestIntlProvider locale={locale}>
        <ServiceProviders services={services}>
          <SiteConfigProvider locale={locale} readOverrides={false}>
            <BlockList blocks={blocks.map(parseBlock)} page={{ type: 'home', url: at }} />
          </SiteConfigProvider>
        </ServiceProviders>
      </TestIntlProvider>
    </MemoryRouter>,
  );
  return { ...view, user };
}
