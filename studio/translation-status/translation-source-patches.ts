import { type FormPatch, set, setIfMissing } from 'sanity';

import { DEFAULT_LOCALE } from '../../lib/constants';
import { isBlank } from '../../schemas/lib/locale-validation';
import {
  sourceHash,
  TRANSLATED_FROM,
  TRANSLATION_LOCALES,
  type TranslatedFrom,
} from '../../schemas/lib/translation-source';

export type LocaleObjectValue = Record<string, unknown> & { [TRANSLATED_FROM]?: TranslatedFrom };

/**
 * The patches to send with `patches` (an edit inside one locale object whose value is `value`) so
 * that `translatedFrom` keeps saying which English each translation was made from:
 * - an edit of a translation records the hash of the English beside it now;
 * - an edit of the English records, for a filled translation with no recorded source (written
 *   before tracking, or by a tool that does not record it), the English it stood beside until
 *   now, so this change of English marks it stale like any other.
 */
export function translationSourcePatches(
  patches: readonly FormPatch[],
  value: LocaleObjectValue | undefined,
): FormPatch[] {
  const edited = new Set(patches.map((patch) => patch.path[0]));
  const english = value?.[DEFAULT_LOCALE];
  const recorded = value?.[TRANSLATED_FROM] ?? {};
  const sources = TRANSLATION_LOCALES.flatMap((locale) => {
    const made = edited.has(locale)
      ? sourceHash(english)
      : edited.has(DEFAULT_LOCALE) && recorded[locale] === undefined && !isBlank(value?.[locale]) && !isBlank(english)
        ? sourceHash(english)
        : undefined;
    return made === undefined || made === recorded[locale] ? [] : [set(made, [TRANSLATED_FROM, locale])];
  });
  return sources.length > 0 ? [setIfMissing({}, [TRANSLATED_FROM]), ...sources] : [];
}
