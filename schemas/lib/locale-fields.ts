import { type ArrayDefinition, defineField, defineType, type FieldDefinition } from 'sanity';

import { LOCALE_TAGS, LOCALES } from '../../lib/constants';
import { TranslationSourceInput } from '../../studio/translation-status/translation-source-input';
import { localeValueRule } from './locale-validation';
import { TRANSLATED_FROM } from './translation-source';

type LanguageField = { type: 'string' } | { type: 'text'; rows: number } | { type: 'array'; of: ArrayDefinition['of'] };

/**
 * One field per language (`en`, `pt`, `uk`, named like the locales so the language
 * filter plugin recognises them), each with the shared translation rules.
 */
function localeFields(field: LanguageField): FieldDefinition[] {
  return LOCALES.map((locale) =>
    defineField({
      ...field,
      name: locale,
      title: LOCALE_TAGS[locale].label,
      validation: localeValueRule(locale),
    } as FieldDefinition),
  );
}

/**
 * The hash of the source text each translation was made from (see translation-source.ts); never
 * shown. The source is English, or a review's original language, so English can be a translation.
 */
const translatedFromField = defineField({
  name: TRANSLATED_FROM,
  title: 'Translated from (source text hash)',
  type: 'object',
  hidden: true,
  fields: LOCALES.map((locale) => defineField({ name: locale, type: 'string' })),
});

/**
 * A translatable object type (`localeString`, `localeText`, `localeBlockContent`): a field per
 * language plus `translatedFrom`, which its input keeps up to date as translators type.
 */
export function localeObjectType(name: `locale${string}`, title: string, field: LanguageField) {
  return defineType({
    name,
    title,
    type: 'object',
    fields: [...localeFields(field), translatedFromField],
    components: { input: TranslationSourceInput },
  });
}
