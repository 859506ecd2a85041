import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { INTERIOR_DETAIL_SLUG, LOCALES, LOCALE_TAGS, type Locale } from '../../../lib/constants';
import { localizedHref } from '../../../lib/i18n/locale';
import { getMessages } from '../../../lib/i18n/messages';
import { parseNdjson } from '../../../scripts/content/assemble-dataset';

/**
 * Expected texts for browser tests, read from the same sources the site renders: the bundled
 * dataset that the tests' Content Lake is seeded from (the repository copy; the Studio journeys
 * edit the lake, never this file) and the react-intl catalogs. Tests never hard-code a translation.
 */
export { LOCALES, localizedHref, type Locale };

const DATASET_FILE = path.resolve(import.meta.dirname, '../../../content/dataset.ndjson');

type Document = { _id: string; _type: string } & Record<string, unknown>;
let documents: Document[] | undefined;

/** Every document of the bundled dataset, drafts included. */
export function readDataset(): Document[] {
  return parseNdjson(readFileSync(DATASET_FILE, 'utf8')) as Document[];
}

function allDocuments(): Document[] {
  documents ??= readDataset().filter((doc) => !doc._id.startsWith('drafts.'));
  return documents;
}

/** A published document by id, typed by the caller with the fields the test reads. */
export function contentDocument<T>(id: string): T {
  const doc = allDocuments().find((candidate) => candidate._id === id);
  if (!doc) throw new Error(`No document ${id} in ${DATASET_FILE}`);
  return doc as unknown as T;
}

/** Published documents of a type in their `orderRank` (as the site's queries sort them: by the string). */
export function contentDocuments<T>(type: string): T[] {
  const rank = (doc: Document) => String(doc.orderRank ?? '');
  return allDocuments()
    .filter((doc) => doc._type === type)
    .sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0)) as unknown as T[];
}

/** A translatable field (`{en, pt, uk}`) in one language, English where missing, like the GROQ. */
export type LocaleValue = { en: string; pt?: string; uk?: string };
export function inLang(value: LocaleValue, lang: Locale): string {
  return value[lang] ?? value.en;
}

/** A UI string from the catalogs, formatted by react-intl exactly as the site does. */
export function message(lang: Locale, id: string, values?: Record<string, string | number>): string {
  return createIntl({ locale: LOCALE_TAGS[lang].html, messages: getMessages(lang) }).formatMessage({ id }, values);
}

/** The home page's public URL in a language. */
export function homeUrl(lang: Locale, hash = ''): string {
  return localizedHref(`/${hash}`, lang);
}

/** The bundled content's one service page, the spec's interior detailing page. */
export const INTERIOR_PAGE_ID = `servicePage-${INTERIOR_DETAIL_SLUG}`;

/** Its name in the header's Services menu and its breadcrumb, in a language. */
export const interiorMenuTitle = (lang: Locale) =>
  inLang(contentDocument<{ menuTitle: LocaleValue }>(INTERIOR_PAGE_ID).menuTitle, lang);
