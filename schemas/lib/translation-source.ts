import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../lib/constants/index.ts';
import { plainTextOf } from './locale-validation.ts';

export { ORIGINAL_LANGUAGE_FIELD, sourceLocaleOf } from './original-language.ts';

/**
 * Which English text each translation was made from, kept inside every locale object as
 * `translatedFrom: { pt?: <hash>, uk?: <hash> }` (hidden in the Studio; not a language name, so the
 * language filter ignores it). A translation is stale when the hash of the English beside it no
 * longer matches. Plain data in the document, so hosted Sanity and the local lake behave alike.
 * In a document with an original language of its own (a review: ORIGINAL_LANGUAGE_FIELD,
 * original-language.ts) the source is that language's text instead, and English may be a translation too (`translatedFrom.en`).
 */
export const TRANSLATED_FROM = 'translatedFrom';

/** The languages translated from English (`pt`, `uk`). */
export const TRANSLATION_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The languages a text written in `source` is translated into. */
export const translationLocalesFrom = (source: Locale): readonly Locale[] =>
  LOCALES.filter((locale) => locale !== source);

export type TranslatedFrom = Partial<Record<Locale, string>>;

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Short fingerprint of an English value (string or Portable Text): 32-bit FNV-1a over the UTF-8 of
 * its visible text with runs of white space collapsed, as 8 hex digits. Synchronous and the same in
 * the browser and Node; marks, keys and spacing changes leave it unchanged, word changes do not.
 */
export function sourceHash(english: unknown): string {
  const text = plainTextOf(english).replace(/\s+/g, ' ').trim();
  let hash = FNV_OFFSET_BASIS;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, FNV_PRIME);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** `translatedFrom` of a locale object whose translations were all made from `english` (the seed's). */
export const translatedFromEnglish = (english: unknown): TranslatedFrom =>
  Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, sourceHash(english)]));

/**
 * `translatedFrom` of a text written in `source` whose filled translations (the languages in
 * `translated`) were all made from `original` (the seed's reviews).
 */
export const translatedFromOriginal = (
  source: Locale,
  original: unknown,
  translated: readonly Locale[],
): TranslatedFrom =>
  Object.fromEntries(
    translationLocalesFrom(source)
      .filter((locale) => translated.includes(locale))
      .map((locale) => [locale, sourceHash(original)]),
  );
