import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './i18n-provider';
import { FormattedMessage } from './intl';
import { MessageArea } from './message-area';

// Its own file: the catalogue caches are per module, and this needs a language and area not loaded yet.
describe('MessageArea and use()', () => {
  it('suspends on areas not loaded without a conditional use() (the footer country switch)', async () => {
    // As after a switch to fr-ca: the core catalogue arrives, then MessageArea mounts and waits for its area.
    const errors = vi.spyOn(console, 'error');
    try {
      render(
        <I18nProvider locale="fr-ca">
          <Suspense fallback={<p>loading</p>}>
            <MessageArea areas={['associate']}>
              <p>
                <FormattedMessage id="associate.login.password" />
              </p>
            </MessageArea>
          </Suspense>
        </I18nProvider>,
      );
      expect(await screen.findByText('Mot de passe')).toBeInTheDocument();
      // React 19 warns when a render that suspended in use() finishes without calling it.
      const logged = errors.mock.calls.map((call) => call.map(String).join(' '));
      expect(logged.filter((line) => line.includes('use()'))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
