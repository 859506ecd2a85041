import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../lib/constants/index.ts';

/**
 * A document written in a language of its own (a customer's review) names it in this field: its
 * translatable text is then required in that language, and the other languages, English included,
 * are its translations (validation, the Translations tool and `translatedFrom` all follow it).
 * Every other document is written in English.
 */
export const ORIGINAL_LANGUAGE_FIELD = 'originalLanguage';

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The language a document's translatable text is written in: its original language, else English. */
export function sourceLocaleOf(document: unknown): Locale {
  const original =
    typeof document === 'object' && document !== null
      ? (document as Record<string, unknown>)[ORIGINAL_LANGUAGE_FIELD]
      : undefined;
  return isLocale(original) ? original : DEFAULT_LOCALE;
}
