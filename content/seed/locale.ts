import { translatedFromEnglish, type TranslatedFrom } from '../../schemas/lib/translation-source.ts';

/**
 * Builders for the translatable values of the content model ({en, pt, uk} objects). Every bundled
 * translation is made from the English beside it, so each records that English's hash: the
 * Studio's translation status starts empty.
 */
type Locales<Value> = { en: Value; pt: Value; uk: Value; translatedFrom: TranslatedFrom };
export type LocaleString = { _type: 'localeString' } & Locales<string>;
export type LocaleText = { _type: 'localeText' } & Locales<string>;
export type LocaleBlockContent<Block> = { _type: 'localeBlockContent' } & Locales<Block[]>;

const locales = <Value>(en: Value, pt: Value, uk: Value): Locales<Value> => ({
  en,
  pt,
  uk,
  translatedFrom: translatedFromEnglish(en),
});

export const ls = (en: string, pt: string, uk: string): LocaleString => ({
  _type: 'localeString',
  ...locales(en, pt, uk),
});
export const lt = (en: string, pt: string, uk: string): LocaleText => ({ _type: 'localeText', ...locales(en, pt, uk) });
export const lb = <Block>(en: Block[], pt: Block[], uk: Block[]): LocaleBlockContent<Block> => ({
  _type: 'localeBlockContent',
  ...locales(en, pt, uk),
});
