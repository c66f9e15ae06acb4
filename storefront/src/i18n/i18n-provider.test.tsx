import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageOf } from './catalogue-types';
import { I18nProvider } from './i18n-provider';
import { FormattedMessage, useIntl } from './intl';

/** A number through the message API, as PriceDisplay and Pagination format theirs. */
function FormattedNumber({ value }: { value: number }) {
  return <>{useIntl().formatNumber(value)}</>;
}

describe('I18nProvider', () => {
  it('loads the English catalogue for en-us and renders children once it has', async () => {
    render(
      <I18nProvider locale="en-us" fallback={<p>loading…</p>}>
        <FormattedMessage id="ui.dialog.close" />
      </I18nProvider>,
    );
    expect(await screen.findByText('Close')).toBeInTheDocument();
  });

  it('loads French for fr-ca and formats numbers for the full locale', async () => {
    render(
      <I18nProvider locale="fr-ca">
        <p>
          <FormattedMessage id="ui.dialog.close" /> <FormattedNumber value={1234.5} />
        </p>
      </I18nProvider>,
    );
    const text = await screen.findByText(/Fermer/);
    expect(text.textContent?.replace(/\s/g, ' ')).toBe('Fermer 1 234,5');
  });

  it('maps locales to languages', () => {
    expect(languageOf('fr-fr')).toBe('fr');
    expect(languageOf('EN-GB')).toBe('en');
    expect(languageOf('de-de')).toBe('en');
  });
});
