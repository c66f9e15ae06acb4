import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { languageOf, type Messages } from './catalogue-types';
import { loadCatalogue, loadedCatalogue } from './load-catalogue';

export interface I18nProviderProps {
  /** The site locale (en-us, fr-ca, en-gb): the catalogue follows its language, Intl formats follow the region. */
  locale: string;
  children: ReactNode;
  /** Shown while the catalogue loads; nothing by default. */
  fallback?: ReactNode;
}

/** Loads the locale's language catalogue lazily, then renders children inside react-intl's IntlProvider. */
export function I18nProvider({ locale, children, fallback = null }: I18nProviderProps) {
  const language = languageOf(locale);
  const [catalogue, setCatalogue] = useState<{ language: string; messages: Messages } | undefined>(() => {
    const messages = loadedCatalogue(language);
    return messages ? { language, messages } : undefined;
  });

  useEffect(() => {
    let live = true;
    loadCatalogue(language).then((messages) => {
      if (live) setCatalogue({ language, messages });
    });
    return () => {
      live = false;
    };
  }, [language]);

  if (!catalogue || catalogue.language !== language) return <>{fallback}</>;
  return (
    <IntlProvider locale={locale} messages={catalogue.messages} defaultLocale="en-us">
      {children}
    </IntlProvider>
  );
}
