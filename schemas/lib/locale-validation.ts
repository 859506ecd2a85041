import type { CustomValidator, Rule, ValidationContext } from 'sanity';

import { LOCALE_TAGS, LOCALES, type Locale } from '../../lib/constants/index.ts';
import { sourceLocaleOf } from './original-language.ts';
import { toPlainText, type PortableTextBlock } from '@portabletext/react';
import { studioMessage, studioMessageFor, studioMessages } from '../../studio/i18n/messages.ts';

/**
 * Warning shown on an empty translation: the site falls back to the source text, so it is not an error.
 * In the person's Studio language (studio/i18n); this is the English text.
 */
export const TRANSLATION_MISSING = studioMessage('en-US', 'validation.translation-missing');

type LocaleRecord = Partial<Record<Locale, unknown>>;

/** Empty means absent, whitespace-only, or a Portable Text array with no text in it. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || plainTextOf(value).trim() === '';
  return false;
}

/** Visible text of a string or of Portable Text blocks (Portable Text's own `toPlainText`). */
export function plainTextOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? toPlainText(value as PortableTextBlock[]) : '';
}

/**
 * Rule of one language field inside a locale object: the language the document is written in is
 * required (English, or a review's original language), the others only warn when empty.
 */
export function localeValueRule(locale: Locale) {
  const isSource = (context: Pick<ValidationContext, 'document'>) => sourceLocaleOf(context.document) === locale;
  return (rule: Rule): Rule[] => [
    rule
      .custom((value, context) =>
        isSource(context) && isBlank(value)
          ? studioMessages('validation.language-required', { language: LOCALE_TAGS[locale].label })
          : true,
      )
      .error(),
    rule
      .custom((value, context) =>
        !isSource(context) && isBlank(value) ? studioMessages('validation.translation-missing') : true,
      )
      .warning(),
  ];
}

/**
 * Custom rule for a locale object: each filled language longer than the layout holds gets its own
 * finding, on its own path (so the language filter shows it beside that language).
 */
export function layoutLimitPerLocale(max: number): CustomValidator<LocaleRecord | undefined> {
  return (value, context) => {
    if (!value) return true;
    const tooLong = LOCALES.flatMap((locale) => {
      const length = plainTextOf(value[locale]).length;
      return length > max
        ? [
            {
              message: studioMessageFor(context, 'validation.layout-limit', {
                language: LOCALE_TAGS[locale].label,
                max,
                length,
              }),
              path: [locale],
            },
          ]
        : [];
    });
    return tooLong.length > 0 ? tooLong : true;
  };
}

/**
 * Field-level validation of a translatable field (localeString / localeText / localeBlockContent):
 * whether the field must be present (an error), and how many characters the layout holds for it in
 * every language (a warning: longer text still publishes, it only wraps or crowds the design).
 */
export function localized({ required = false, max }: { required?: boolean; max?: number } = {}) {
  return (rule: Rule): Rule[] => [
    ...(required ? [rule.required()] : []),
    ...(max === undefined ? [] : [rule.custom(layoutLimitPerLocale(max)).warning()]),
  ];
}
