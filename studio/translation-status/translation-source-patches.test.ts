import { type FormPatch, set, setIfMissing, unset } from 'sanity';
import { describe, expect, it } from 'vitest';

import { sourceHash } from '../../schemas/lib/translation-source';
import { translationSourcePatches } from './translation-source-patches';

const typed = (locale: string, text: string): FormPatch[] => [set(text, [locale])];

describe('translationSourcePatches', () => {
  it('records the current English with an edit of a translation', () => {
    const value = {
      en: 'Hand wash',
      pt: 'Lavagem',
      translatedFrom: { pt: sourceHash('Wash'), uk: sourceHash('Wash') },
    };
    expect(translationSourcePatches(typed('pt', 'Lavagem à mão'), value)).toEqual([
      setIfMissing({}, ['translatedFrom']),
      set(sourceHash('Hand wash'), ['translatedFrom', 'pt']),
    ]);
    // Portable Text edits reach into the language's blocks; clearing is an edit too.
    expect(translationSourcePatches([unset(['uk', { _key: 'a' }])], value)).toEqual([
      setIfMissing({}, ['translatedFrom']),
      set(sourceHash('Hand wash'), ['translatedFrom', 'uk']),
    ]);
  });

  it('adds nothing when the recorded English is already current, or for edits elsewhere', () => {
    const value = { en: 'Wash', pt: 'Lavagem', translatedFrom: { pt: sourceHash('Wash') } };
    expect(translationSourcePatches(typed('pt', 'Lavagem!'), value)).toEqual([]);
    expect(translationSourcePatches(typed('en', 'Hand wash'), value)).toEqual([]);
    expect(translationSourcePatches([setIfMissing({ _type: 'localeString' }, [])], value)).toEqual([]);
  });

  it('with an English edit, dates translations of unknown source to the English they stood beside', () => {
    const value = { en: 'Wash', pt: 'Lavagem', uk: '' };
    expect(translationSourcePatches(typed('en', 'Hand wash'), value)).toEqual([
      setIfMissing({}, ['translatedFrom']),
      set(sourceHash('Wash'), ['translatedFrom', 'pt']),
    ]);
    expect(translationSourcePatches(typed('en', 'Wash'), { pt: 'Lavagem' })).toEqual([]);
  });

  it('starts the record on a new locale object', () => {
    expect(translationSourcePatches(typed('uk', 'Миття'), undefined)).toEqual([
      setIfMissing({}, ['translatedFrom']),
      set(sourceHash(''), ['translatedFrom', 'uk']),
    ]);
  });

  it('in a text written in another language (a review), records that original, for English too', () => {
    const value = { pt: 'Lavagem', en: 'Wash', translatedFrom: { en: sourceHash('Lavagem') } };
    expect(translationSourcePatches(typed('en', 'Hand wash'), value, 'pt')).toEqual([]);
    expect(translationSourcePatches(typed('uk', 'Миття'), value, 'pt')).toEqual([
      setIfMissing({}, ['translatedFrom']),
      set(sourceHash('Lavagem'), ['translatedFrom', 'uk']),
    ]);
    // An edit of the original dates a translation of unknown source; it never records the original itself.
    expect(translationSourcePatches(typed('pt', 'Lavagem à mão'), { pt: 'Lavagem', uk: 'Миття' }, 'pt')).toEqual([
      setIfMissing({}, ['translatedFrom']),
      set(sourceHash('Lavagem'), ['translatedFrom', 'uk']),
    ]);
    expect(translationSourcePatches(typed('pt', 'Lavagem'), undefined, 'pt')).toEqual([]);
  });
});
