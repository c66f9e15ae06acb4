import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LinguiContext, useLingui } from '@lingui/react';
import { type ReactNode, useMemo } from 'react';
import { addAreas } from './add-areas';
import { languageOf, type Messages } from './catalogue-types';
import type { DeferredArea } from './message-areas';

/**
 * The storefront's message API, over Lingui's runtime (@lingui/core, @lingui/react). Components call
 * `useIntl().formatMessage({ id }, values)` and `<FormattedMessage id values />` with the catalogue's
 * explicit ids (i18n/catalogues); there are no macros and no extraction step. Only what the code uses is
 * here: message texts, the catalogue's ids (`messages`), and numbers and dates through `Intl`.
 *
 * One Lingui instance per site locale, its catalogue keyed by that locale (fr-ca, not fr): plural rules and
 * the numbers inside messages follow the region (fr-ca groups thousands with a no-break space, fr-fr with
 * a narrow one), as `formatNumber` and `formatDate` do. Lingui's `locales` option would give the same
 * formatting with the catalogue keyed by language; one name for both is simpler.
 */

/** An argument's value: messages take text and numbers only (no rich-text tags). */
export type MessageValues = Readonly<Record<string, string | number>>;

export interface IntlShape {
  /** The site locale (en-us, fr-ca, en-gb, fr-fr). */
  readonly locale: string;
  /** The catalogue loaded so far, by id: `Object.hasOwn(intl.messages, id)` asks whether a text exists. */
  readonly messages: Readonly<Record<string, unknown>>;
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions): string;
  /**
   * Adds a deferred area to this catalogue if it has loaded by now, for texts that arrive with an event
   * rather than a page (the error texts come with the first error answer: i18n/error-texts.ts).
   */
  include(area: DeferredArea): void;
}

/**
 * A Lingui instance for a site locale with its language's catalogue (copied: areas added later by
 * MessageArea go into this instance's copy, not into the cached module). Production catalogues arrive
 * compiled (vite-plugins/precompiled-messages.ts); development compiles at run time, behind
 * `import.meta.env.DEV` so the compiler never reaches a production bundle.
 */
export function createI18n(
  locale: string,
  messages: Messages,
  missing?: (locale: string, id: string) => string,
) {
  const i18n = setupI18n(missing ? { missing } : {});
  if (import.meta.env.DEV) i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, { ...messages });
  i18n.activate(locale);
  return i18n;
}

const shapes = new WeakMap<I18n, IntlShape>();

/** The message API over an instance (one object per instance, so it is stable across renders). */
export function intlOf(i18n: I18n): IntlShape {
  let intl = shapes.get(i18n);
  if (!intl) {
    intl = {
      locale: i18n.locale,
      get messages() {
        return i18n.messages;
      },
      formatMessage: ({ id }, values) => i18n._(id, values),
      formatNumber: (value, options) => i18n.number(value, options),
      formatDate: (value, options) => i18n.date(value, options),
      include: (area) => addAreas(i18n, languageOf(i18n.locale), [area]),
    };
    shapes.set(i18n, intl);
  }
  return intl;
}

/**
 * Provides an instance to `useIntl`. The context value stays the same for the instance's life: areas
 * that MessageArea adds later are only read by the components under it, which render after the load,
 * so nothing else has to re-render (Lingui's own I18nProvider re-renders every consumer on each load).
 */
export function MessagesProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

export function useIntl(): IntlShape {
  return intlOf(useLingui().i18n);
}

/**
 * A message as text. Not Lingui's `<Trans>`: that one parses `<0>…</0>` tags in the formatted text,
 * values included (a reviewer's nickname), and our messages have no tags.
 */
export function FormattedMessage({ id, values }: { id: string; values?: MessageValues }) {
  return <>{useIntl().formatMessage({ id }, values)}</>;
}
