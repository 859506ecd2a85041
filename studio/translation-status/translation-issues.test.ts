import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parseNdjson } from '../../scripts/content/assemble-dataset';
import { schemaTypes } from '../../schemas';
import { LOCALES } from '../../lib/constants';
import { sourceHash, TRANSLATION_LOCALES } from '../../schemas/lib/translation-source';
import { localeFieldPaths, type TypeDefinition } from '../locale-fields';
import { translationIssues, translationState } from './translation-issues';

const FIELDS = localeFieldPaths(schemaTypes as TypeDefinition[]);
const DATASET = parseNdjson(readFileSync(new URL('../../content/dataset.ndjson', import.meta.url), 'utf8'));
const bundled = (id: string) => structuredClone(DATASET.find((document) => document._id === id)!);

describe('translationState', () => {
  const made = { pt: sourceHash('Wash'), uk: sourceHash('Wash') };

  it('is missing when English is there and the translation is not', () => {
    expect(translationState({ en: 'Wash', pt: ' ', uk: 'Миття', translatedFrom: made }, 'pt')).toBe('missing');
    expect(translationState({ en: 'Wash', uk: 'Миття', translatedFrom: made }, 'pt')).toBe('missing');
  });

  it('is stale when the English changed since the translation was made, current otherwise', () => {
    expect(translationState({ en: 'Hand wash', pt: 'Lavagem', translatedFrom: made }, 'pt')).toBe('stale');
    expect(translationState({ en: 'Wash', pt: 'Lavagem', translatedFrom: made }, 'pt')).toBeUndefined();
  });

  it('asks nothing of a field without English, and takes a translation of unknown source as current', () => {
    expect(translationState({ pt: 'Lavagem' }, 'pt')).toBeUndefined();
    expect(translationState({ en: '', pt: '' }, 'uk')).toBeUndefined();
    expect(translationState({ en: 'Wash', pt: 'Lavagem' }, 'pt')).toBeUndefined();
  });

  it('translates a text written in another language from that language, English included', () => {
    const fromPortuguese = { en: sourceHash('Lavagem'), uk: sourceHash('Lavagem') };
    // A review written in Portuguese: English and Ukrainian are its translations; Portuguese never is.
    expect(translationState({ pt: 'Lavagem', translatedFrom: fromPortuguese }, 'en', 'pt')).toBe('missing');
    expect(translationState({ pt: 'Lavagem', en: 'Wash', translatedFrom: fromPortuguese }, 'en', 'pt')).toBeUndefined();
    expect(translationState({ pt: 'Lavagem à mão', en: 'Wash', translatedFrom: fromPortuguese }, 'en', 'pt')).toBe(
      'stale',
    );
    expect(translationState({ pt: 'Lavagem', en: 'Wash' }, 'pt', 'pt')).toBeUndefined();
    // No English is no "missing source" there: with its Portuguese empty (the review's own error), nothing is asked.
    expect(translationState({ en: 'Wash', uk: 'Миття' }, 'uk', 'pt')).toBeUndefined();
    expect(translationState({ en: 'Wash' }, 'uk', 'pt')).toBeUndefined();
  });
});

describe('translationIssues', () => {
  it('finds in the bundled dataset only the review translations left out on purpose, each from its original', () => {
    expect(translationIssues(DATASET, FIELDS, LOCALES)).toEqual([
      {
        documentId: 'review-sofia-express',
        documentType: 'review',
        path: ['text'],
        label: 'Review',
        locale: 'en',
        state: 'missing',
        source: 'pt',
      },
      {
        documentId: 'review-rui-full',
        documentType: 'review',
        path: ['text'],
        label: 'Review',
        locale: 'uk',
        state: 'missing',
        source: 'pt',
      },
    ]);
    // Nothing is asked of English outside a text written in another language.
    expect(translationIssues(DATASET, FIELDS, TRANSLATION_LOCALES).map((issue) => issue.documentId)).toEqual([
      'review-rui-full',
    ]);
  });

  it('lists a review written in Ukrainian as untranslated into English and Portuguese, and stale once its original changes', () => {
    const review = {
      _id: 'review-new',
      _type: 'review',
      originalLanguage: 'uk',
      text: { _type: 'localeText', uk: 'Чудово', translatedFrom: {} },
    };
    expect(
      translationIssues([review], FIELDS, LOCALES).map(({ locale, state, source }) => [locale, state, source]),
    ).toEqual([
      ['en', 'missing', 'uk'],
      ['pt', 'missing', 'uk'],
    ]);
    const translated = {
      ...review,
      text: {
        ...review.text,
        en: 'Great',
        pt: 'Ótimo',
        translatedFrom: { en: sourceHash('Чудово'), pt: sourceHash('Чудово') },
      },
    };
    expect(translationIssues([translated], FIELDS, LOCALES)).toEqual([]);
    const edited = { ...translated, text: { ...translated.text, uk: 'Чудово, дякую' } };
    expect(translationIssues([edited], FIELDS, LOCALES).map(({ locale, state }) => [locale, state])).toEqual([
      ['en', 'stale'],
      ['pt', 'stale'],
    ]);
  });

  it('lists, per language, each emptied or outdated translation with its keyed path and field titles', () => {
    const settings = bundled('siteSettings');
    const [, second] = settings.whyChooseUs as { _key: string; title: { en: string; pt: string } }[];
    second!.title.en = `${second!.title.en} today`;
    const home = bundled('homePage');
    (home.hero as { title: { pt: string } }).title.pt = '';

    expect(translationIssues([home, settings], FIELDS, TRANSLATION_LOCALES)).toEqual([
      {
        documentId: 'homePage',
        documentType: 'homePage',
        path: ['hero', 'title'],
        label: 'Hero › Title',
        locale: 'pt',
        state: 'missing',
        source: 'en',
      },
      ...TRANSLATION_LOCALES.map((locale) => ({
        documentId: 'siteSettings',
        documentType: 'siteSettings',
        path: ['whyChooseUs', { _key: second!._key }, 'title'],
        label: 'Why choose us: reasons › 2 › Title',
        locale,
        state: 'stale',
        source: 'en',
      })),
    ]);
    expect(translationIssues([home, settings], FIELDS, ['uk'])).toHaveLength(1);
  });

  it('reads Portable Text and arrays of translated strings', () => {
    const legal = bundled('legalPage-privacy-policy');
    const body = legal.body as { en: { children: { text: string }[] }[] };
    body.en[0]!.children[0]!.text += ' (updated)';
    const settings = bundled('siteSettings');
    const areas = settings.paidCollectionAreas as { _key: string; uk?: string }[];
    delete areas[2]!.uk;

    expect(
      translationIssues([legal, settings], FIELDS, TRANSLATION_LOCALES).map(({ path, label, locale, state }) => ({
        path,
        label,
        locale,
        state,
      })),
    ).toEqual([
      { path: ['body'], label: 'Body', locale: 'pt', state: 'stale' },
      { path: ['body'], label: 'Body', locale: 'uk', state: 'stale' },
      {
        path: ['paidCollectionAreas', { _key: areas[2]!._key }],
        label: 'Paid collection: areas › 3',
        locale: 'uk',
        state: 'missing',
      },
    ]);
  });
});
