import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n-provider';
import { FormattedMessage } from './intl';
import { MessageArea } from './message-area';

/** The cookie texts as a shopper gets them: core catalogue, overlay and deferred areas, all loaded lazily. */
function CookieTexts({ locale }: { locale: string }) {
  return (
    <I18nProvider locale={locale}>
      <Suspense fallback={null}>
        <MessageArea areas={['consent', 'footer']}>
          <p data-testid="texts">
            <FormattedMessage id="consent.banner.settings" /> |{' '}
            <FormattedMessage id="consent.preferences.title" /> |{' '}
            <FormattedMessage id="navigation.footer.cookiePreferences" /> |{' '}
            <FormattedMessage id="consent.banner.text" /> | <FormattedMessage id="ui.dialog.close" />
          </p>
        </MessageArea>
      </Suspense>
    </I18nProvider>
  );
}

describe('regional wording', () => {
  it('France says "cookies" (the fr-fr overlay over the French areas)', async () => {
    render(<CookieTexts locale="fr-fr" />);
    const texts = (await screen.findByTestId('texts')).textContent;
    expect(texts).toContain('Paramètres des cookies | Préférences en matière de cookies');
    expect(texts).toContain('Préférences en matière de cookies | Nous utilisons des cookies');
    expect(texts).not.toMatch(/témoin/i);
    // The rest is the French catalogue's.
    expect(texts).toMatch(/Fermer$/);
  });

  it('Québec keeps "témoins" and English Canada says cookies in English', async () => {
    const quebec = within(render(<CookieTexts locale="fr-ca" />).container);
    const canada = within(render(<CookieTexts locale="en-ca" />).container);
    const quebecTexts = (await quebec.findByTestId('texts')).textContent;
    const canadaTexts = (await canada.findByTestId('texts')).textContent;
    expect(quebecTexts).toContain('Paramètres des témoins | Préférences en matière de témoins');
    expect(quebecTexts).toContain('Préférences en matière de témoins | Nous utilisons des témoins');
    expect(quebecTexts).not.toMatch(/cookie/i);
    expect(canadaTexts).toContain('Cookie settings | Cookie preferences');
  });
});
