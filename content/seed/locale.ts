/** Builders for the translatable values of the content model ({en, pt, uk} objects). */

export type LocaleString = { _type: 'localeString'; en: string; pt: string; uk: string };
export type LocaleText = { _type: 'localeText'; en: string; pt: string; uk: string };
export type LocaleBlockContent<Block> = { _type: 'localeBlockContent'; en: Block[]; pt: Block[]; uk: Block[] };

export const ls = (en: string, pt: string, uk: string): LocaleString => ({ _type: 'localeString', en, pt, uk });
export const lt = (en: string, pt: string, uk: string): LocaleText => ({ _type: 'localeText', en, pt, uk });
export const lb = <Block>(en: Block[], pt: Block[], uk: Block[]): LocaleBlockContent<Block> => ({
  _type: 'localeBlockContent',
  en,
  pt,
  uk,
});
