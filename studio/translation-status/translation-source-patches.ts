import { type FormPatch, set, setIfMissing } from 'sanity';

import { DEFAULT_LOCALE } from '../../lib/constants';
import { isBlank } from '../../schemas/lib/locale-validation';
import type { Locale } from '../../lib/constants';
import {
  sourceHash,
  TRANSLATED_FROM,
  translationLocalesFrom,
  type TranslatedFrom,
} from '../../schemas/lib/translation-source';

export type LocaleObjectValue = Record<string, unknown> & { [TRANSLATED_FROM]?: TranslatedFrom };

/**
 * The patches to send with `patches` (an edit inside one locale object whose value is `value`, in a
 * document written in `source`: English, or a review's original language) so that `translatedFrom`
 * keeps saying which source text each translation was made from:
 * - an edit of a translation records the hash of the source text beside it now;
 * - an edit of the source records, for a filled translation with no recorded source (written
 *   before tracking, or by a tool that does not record it), the source text it stood beside until
 *   now, so this change of the source marks it stale like any other.
 */
export function translationSourcePatches(
  patches: readonly FormPatch[],
  value: LocaleObjectValue | undefined,
  source: Locale = DEFAULT_LOCALE,
): FormPatch[] {
  const edited = new Set(patches.map((patch) => patch.path[0]));
  const original = value?.[source];
  const recorded = value?.[TRANSLATED_FROM] ?? {};
  const sources = translationLocalesFrom(source).flatMap((locale) => {
    const made = edited.has(locale)
      ? sourceHash(original)
      : edited.has(source) && recorded[locale] === undefined && !isBlank(value?.[locale]) && !isBlank(original)
        ? sourceHash(original)
        : undefined;
    return made === undefined || made === recorded[locale] ? [] : [set(made, [TRANSLATED_FROM, locale])];
  });
  return sources.length > 0 ? [setIfMissing({}, [TRANSLATED_FROM]), ...sources] : [];
}
