import type { I18n } from '@lingui/core';
import { type ReactNode, useEffect, useState } from 'react';
import { createI18n, MessagesProvider } from './intl';
import { loadCatalogue, loadedCatalogue } from './load-catalogue';

export interface I18nProviderProps {
  /** The site locale (en-us, fr-ca, en-gb): the catalogue follows its language, Intl formats follow the region. */
  locale: string;
  children: ReactNode;
  /** Shown while the catalogue loads; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Loads the locale's catalogue (its language's, with any regional overlay) lazily, then renders children
 * with a Lingui instance for the locale.
 */
export function I18nProvider({ locale, children, fallback = null }: I18nProviderProps) {
  const [i18n, setI18n] = useState<I18n | undefined>(() => {
    const messages = loadedCatalogue(locale);
    return messages ? createI18n(locale, messages) : undefined;
  });

  useEffect(() => {
    let live = true;
    loadCatalogue(locale).then((messages) => {
      // Keep the instance the locale already has: it holds the areas loaded since.
      if (live) setI18n((current) => (current?.locale === locale ? current : createI18n(locale, messages)));
    });
    return () => {
      live = false;
    };
  }, [locale]);

  if (!i18n || i18n.locale !== locale) return <>{fallback}</>;
  return <MessagesProvider i18n={i18n}>{children}</MessagesProvider>;
}
