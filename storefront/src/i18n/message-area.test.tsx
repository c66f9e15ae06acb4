import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { messages as enCore } from './catalogues/en/core';
import { I18nProvider } from './i18n-provider';
import { FormattedMessage } from './intl';
import { loadCatalogue } from './load-catalogue';
import { MessageArea } from './message-area';
import { loadAreas } from './message-areas';

describe('MessageArea', () => {
  it('adds its deferred areas to the catalogue, then renders children with them', async () => {
    render(
      <I18nProvider locale="fr-ca">
        <Suspense fallback={<p>loading</p>}>
          <MessageArea areas={['product', 'reviews']}>
            <p>
              <FormattedMessage id="product.addToCart" /> / <FormattedMessage id="questions.title" />
            </p>
          </MessageArea>
        </Suspense>
      </I18nProvider>,
    );
    expect(await screen.findByText('Ajouter au panier / Questions et réponses')).toBeInTheDocument();
    // The core catalogue module stays as it was: areas go into the provider's own instance.
    expect(enCore).not.toHaveProperty('product.addToCart');
  });

  it('renders at once, without suspending, when its areas are already loaded', async () => {
    await Promise.all([loadCatalogue('en-us'), loadAreas('en', ['catalogue'])]);
    render(
      <I18nProvider locale="en-us">
        <Suspense fallback={<p>loading</p>}>
          <MessageArea areas={['catalogue']}>
            <p>
              <FormattedMessage id="catalogue.backHome" />
            </p>
          </MessageArea>
        </Suspense>
      </I18nProvider>,
    );
    // Synchronously: no fallback, no flash (as lazyWithMessages renders it, after loading the areas).
    expect(screen.getByText('Back to the home page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
