import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parseNdjson } from '../../scripts/content/assemble-dataset';
import { schemaTypes } from '../../schemas';
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
});

describe('translationIssues', () => {
  it('finds nothing in the bundled dataset', () => {
    expect(translationIssues(DATASET, FIELDS, TRANSLATION_LOCALES)).toEqual([]);
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
      },
      ...TRANSLATION_LOCALES.map((locale) => ({
        documentId: 'siteSettings',
        documentType: 'siteSettings',
        path: ['whyChooseUs', { _key: second!._key }, 'title'],
        label: 'Why choose us: reasons › 2 › Title',
        locale,
        state: 'stale',
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
