import type { CustomValidator } from 'sanity';

import { LOCALE_TAGS, LOCALES, type Locale } from '../../lib/constants';
import { studioMessageFor } from '../../studio/i18n/messages';

/**
 * Custom rule for a locale object whose text is a template: every filled language must
 * contain `placeholder` (e.g. "{amount}"), or the site would drop the value it stands for.
 */
export function requirePlaceholder(placeholder: string): CustomValidator<Partial<Record<Locale, string>> | undefined> {
  return (value, context) => {
    if (!value) return true;
    const missing = LOCALES.filter((locale) => value[locale]?.trim() && !value[locale]?.includes(placeholder));
    return missing.length === 0
      ? true
      : missing.map((locale) => ({
          message: studioMessageFor(context, 'validation.placeholder-missing', {
            language: LOCALE_TAGS[locale].label,
            placeholder,
          }),
          path: [locale],
        }));
  };
}
