import type { I18n } from '@lingui/core';
import { type ReactNode, useMemo } from 'react';
import { argumentsOf, compileIcu } from '../../vite-plugins/compile-messages';
import { languageOf, type Messages } from './catalogue-types';
import { messages as en } from './catalogues/en/index';
import { messages as franceOverlay } from './catalogues/fr/fr-fr';
import { messages as fr } from './catalogues/fr/index';
import { createI18n, type IntlShape, intlOf, MessagesProvider } from './intl';

/** The locale's whole catalogue, with its regional overlay as load-catalogue.ts applies it. */
const wholeCatalogue = (locale: string): Messages =>
  languageOf(locale) === 'en' ? en : locale.toLowerCase() === 'fr-fr' ? { ...fr, ...franceOverlay } : fr;

/**
 * For tests only: a Lingui instance with the language's whole catalogue (both imported eagerly, so a
 * component renders synchronously) that fails the test where production would show something wrong: a
 * missing message id, a message that does not compile, a message formatted without one of its values.
 */
export function createTestI18n(locale = 'en-us', messages?: Messages): I18n {
  const i18n = createI18n(locale, messages ?? wholeCatalogue(locale), (_, id) => {
    throw new Error(`No message "${id}" in the ${locale} catalogue`);
  });
  i18n.setMessagesCompiler(compileIcu);
  const format = i18n._.bind(i18n) as (id: string, values?: Record<string, unknown>) => string;
  const strict = (id: string, values?: Record<string, unknown>) => {
    const message = i18n.messages[id];
    if (message !== undefined) {
      const compiled = typeof message === 'string' ? compileIcu(message) : message;
      const lacking = argumentsOf(compiled).filter((name) => values?.[name] === undefined);
      if (lacking.length > 0) throw new Error(`Message "${id}" formatted without {${lacking.join('}, {')}}`);
    }
    return format(id, values);
  };
  i18n._ = strict as I18n['_'];
  i18n.t = strict as I18n['_'];
  return i18n;
}

/** The message API over a test instance, for functions that take an `intl` (errorMessage...). */
export const createTestIntl = (locale?: string, messages?: Messages): IntlShape =>
  intlOf(createTestI18n(locale, messages));

export function TestIntlProvider({ locale = 'en-us', children }: { locale?: string; children: ReactNode }) {
  const i18n = useMemo(() => createTestI18n(locale), [locale]);
  return <MessagesProvider i18n={i18n}>{children}</MessagesProvider>;
}
