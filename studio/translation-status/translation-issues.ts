import type { Path } from 'sanity';

import { DEFAULT_LOCALE, type Locale } from '../../lib/constants';
import { isBlank } from '../../schemas/lib/locale-validation';
import { sourceHash, sourceLocaleOf, TRANSLATED_FROM } from '../../schemas/lib/translation-source';
import type { LocaleFieldPath, LocaleFieldStep } from '../locale-fields';
import type { LocaleObjectValue } from './translation-source-patches';

/**
 * `missing`: the source text is there, the translation is not. `stale`: the source changed since it
 * was translated. The source is English, or the original language of a document written in one (a
 * review, `sourceLocaleOf`).
 */
export type TranslationState = 'missing' | 'stale';

/**
 * The state of one language of a locale object whose text is written in `source`, or undefined when
 * it needs nothing: the source language itself never does, nor any language while the source text
 * is empty (that is the document's own validation error, not a translator's task). A filled
 * translation with no recorded source counts as current: nothing says which text it was made from
 * (the seed records every bundled one, and the Studio records one at the first edit of either).
 */
export function translationState(
  value: LocaleObjectValue,
  locale: Locale,
  source: Locale = DEFAULT_LOCALE,
): TranslationState | undefined {
  const original = value[source];
  if (locale === source || isBlank(original)) return undefined;
  if (isBlank(value[locale])) return 'missing';
  const recorded = value[TRANSLATED_FROM]?.[locale];
  return recorded !== undefined && recorded !== sourceHash(original) ? 'stale' : undefined;
}

export interface TranslationIssue {
  documentId: string;
  documentType: string;
  /** Path of the locale object in the document, array items by `_key`; the language is not part of it. */
  path: Path;
  /** Field titles from the document down, array items numbered from 1: "Hero › Title". */
  label: string;
  locale: Locale;
  state: TranslationState;
  /** The language the translation is made from: English, or the document's original language. */
  source: Locale;
}

interface LocaleObjectAt {
  path: Path;
  labels: string[];
  value: LocaleObjectValue;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The locale objects a document holds at `steps`, one per array item along the way. */
function localeObjectsAt(
  value: unknown,
  steps: readonly LocaleFieldStep[],
  at: Omit<LocaleObjectAt, 'value'>,
): LocaleObjectAt[] {
  const [step, ...rest] = steps;
  if (!step) return isObject(value) ? [{ ...at, value }] : [];
  if ('field' in step) {
    return isObject(value)
      ? localeObjectsAt(value[step.field], rest, { path: [...at.path, step.field], labels: [...at.labels, step.title] })
      : [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown, index) => {
    if (!isObject(item) || (step.itemType !== null && item._type !== step.itemType)) return [];
    const segment = typeof item._key === 'string' ? { _key: item._key } : index;
    return localeObjectsAt(item, rest, { path: [...at.path, segment], labels: [...at.labels, String(index + 1)] });
  });
}

/**
 * Every translation of `documents` (drafts overlaid, published ids) that is missing or stale, in
 * document order, then field order, then `locales` order. Each document's text is translated from
 * its source language (English, or a review's original language), never into it.
 */
export function translationIssues(
  documents: readonly { _id: string; _type: string }[],
  fields: readonly LocaleFieldPath[],
  locales: readonly Locale[],
): TranslationIssue[] {
  return documents.flatMap((document) => {
    const source = sourceLocaleOf(document);
    return fields
      .filter((field) => field.documentType === document._type)
      .flatMap((field) => localeObjectsAt(document, field.steps, { path: [], labels: [] }))
      .flatMap(({ path, labels, value }) =>
        locales.flatMap((locale) => {
          const state = translationState(value, locale, source);
          return state
            ? [
                {
                  documentId: document._id,
                  documentType: document._type,
                  path,
                  label: labels.join(' › '),
                  locale,
                  state,
                  source,
                },
              ]
            : [];
        }),
      );
  });
}
