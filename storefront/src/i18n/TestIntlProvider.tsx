import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { languageOf } from './catalogue-types';
import { messages as en } from './catalogues/en/index';
import { messages as fr } from './catalogues/fr/index';

/**
 * For tests only: both catalogues imported eagerly so a component renders synchronously, and a missing
 * message id fails the test instead of logging.
 */
export function TestIntlProvider({ locale = 'en-us', children }: { locale?: string; children: ReactNode }) {
  return (
    <IntlProvider
      locale={locale}
      messages={languageOf(locale) === 'fr' ? fr : en}
      defaultLocale="en-us"
      onError={(error) => {
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}
