import { type ArrayDefinition, defineField, type FieldDefinition } from 'sanity';

import { LOCALE_TAGS, LOCALES } from '../../lib/constants';
import { localeValueRule } from './locale-validation';

type LanguageField = { type: 'string' } | { type: 'text'; rows: number } | { type: 'array'; of: ArrayDefinition['of'] };

/**
 * One field per language (`en`, `pt`, `uk`, named like the locales so the language
 * filter plugin recognises them), each with the shared translation rules.
 */
export function localeFields(field: LanguageField): FieldDefinition[] {
  return LOCALES.map((locale) =>
    defineField({
      ...field,
      name: locale,
      title: LOCALE_TAGS[locale].label,
      validation: localeValueRule(locale),
    } as FieldDefinition),
  );
}
