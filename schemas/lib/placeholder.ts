import type { CustomValidator } from 'sanity';

import { LOCALE_TAGS, LOCALES, type Locale } from '../../lib/constants';

/**
 * Custom rule for a locale object whose text is a template: every filled language must
 * contain `placeholder` (e.g. "{amount}"), or the site would drop the value it stands for.
 */
export function requirePlaceholder(placeholder: string): CustomValidator<Partial<Record<Locale, string>> | undefined> {
  return (value) => {
    if (!value) return true;
    const missing = LOCALES.filter((locale) => value[locale]?.trim() && !value[locale]?.includes(placeholder));
    return missing.length === 0
      ? true
      : missing.map((locale) => ({
          message: `${LOCALE_TAGS[locale].label}: include ${placeholder} where the value goes`,
          path: [locale],
        }));
  };
}
