/** A language catalogue: flat message id -> ICU message. Area files are records of this shape. */
export type Messages = Readonly<Record<string, string>>;

/** The languages with a catalogue. A locale (en-ca) maps to its language (en). */
const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

const DEFAULT_LANGUAGE: Language = 'en';

export function languageOf(locale: string): Language {
  const language = locale.split('-')[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : DEFAULT_LANGUAGE;
}

/** A French area file must hold exactly the English area file's ids (the compiler checks it). */
export type Translation<T extends Messages> = { readonly [K in keyof T]: string };

/**
 * A regional overlay (catalogues/fr/fr-fr.ts): only the ids whose wording differs in that country, typed
 * against the English area files they come from so an id the catalogue lacks does not compile.
 */
export type Overlay<T extends Messages> = { readonly [K in keyof T]?: string };
