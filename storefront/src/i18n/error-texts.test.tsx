import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { createServices } from '../app/create-services';
import { TEST_RUNTIME_CONFIG } from '../testing/render-app';
import { useTestSimulator } from '../testing/simulator-server';
import { errorTexts } from './catalogues/fr/error-texts';
import { setCurrentLocale } from './current-locale';
import { errorMessage } from './error-message';
import { I18nProvider } from './i18n-provider';
import { useIntl } from './intl';
import { loadedArea } from './message-areas';

function ErrorText({ error }: { error: unknown }) {
  return <p>{errorMessage(useIntl(), error)}</p>;
}

describe('the error texts', () => {
  const sim = useTestSimulator();

  it('load with the first error answer, in the shopper’s language, so its friendly text shows at once', async () => {
    setCurrentLocale('fr-ca');
    const services = createServices(TEST_RUNTIME_CONFIG, {
      extraHeaders: sim.sessionHeader,
      sessionKey: `storefront.session.test.${Math.random()}`,
    });
    render(
      <I18nProvider locale="fr-ca">
        <p>ready</p>
      </I18nProvider>,
    );
    await screen.findByText('ready');
    // A page whose calls all succeed has not loaded them.
    await services.commerce.deps.call('getCatalog', {});
    expect(loadedArea('fr', 'errorTexts')).toBeUndefined();

    const error = await services.commerce.deps
      .call('getCart', { params: { basketId: 'no-such-cart' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('BSK404');
    expect(loadedArea('fr', 'errorTexts')).toBeDefined();

    render(
      <I18nProvider locale="fr-ca">
        <ErrorText error={error} />
      </I18nProvider>,
    );
    expect(await screen.findByText(errorTexts['error.BSK404'])).toBeInTheDocument();
    setCurrentLocale('en-us');
  });
});
