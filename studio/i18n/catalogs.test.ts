import { describe, expect, expectTypeOf, it } from 'vitest';

import { nifIssue, nifProblem } from '../../lib/legal/nif';
import { schemaTypes } from '../../schemas';
import { AMOUNT_PLACEHOLDER } from '../../schemas/singletons/site-settings';
import { layoutLimitPerLocale } from '../../schemas/lib/locale-validation';
import { requirePlaceholder } from '../../schemas/lib/placeholder';
import enUS, { type StudioCatalog, type StudioMessageKey } from './en-US';
import {
  interpolate,
  STUDIO_CATALOGS,
  STUDIO_LOCALE_IDS,
  STUDIO_NAMESPACE,
  studioMessage,
  studioMessageFor,
  studioMessages,
} from './messages';
import ptPT from './pt-PT';
import ukUA from './uk-UA';

const KEYS = Object.keys(enUS) as StudioMessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
/** Placeholders a translation leaves out: the type's API name ("service") reads as code outside English. */
const OMITTED: Partial<Record<StudioMessageKey, string[]>> = {
  'validation.unique': ['type'],
  'validation.uniquePlace': ['type'],
};
const inLocale = (id: string) => ({ i18n: { currentLocale: { id } } }) as never;

describe('the Studio catalogs', () => {
  it('are typed so a translation has exactly the English keys', () => {
    expectTypeOf(ptPT).toEqualTypeOf<StudioCatalog>();
    expectTypeOf(ukUA).toEqualTypeOf<StudioCatalog>();
    // @ts-expect-error A translation missing a key does not compile.
    const missing: StudioCatalog = { 'structure.content': 'Conteúdo' };
    // @ts-expect-error Nor does one with a key English does not have.
    const extra: StudioCatalog = { ...ptPT, 'structure.unknown': 'Desconhecido' };
    expect([missing, extra]).toHaveLength(2);
  });

  it.each(STUDIO_LOCALE_IDS)('%s has every key, none of them empty, with the English placeholders', (id) => {
    const catalog = STUDIO_CATALOGS[id];
    expect(Object.keys(catalog).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(catalog[key].trim(), key).not.toBe('');
      expect(catalog[key], key).toBe(catalog[key].trim());
      const expected = placeholders(enUS[key]).filter((name) => id === 'en-US' || !OMITTED[key]?.includes(name!));
      expect(placeholders(catalog[key]), key).toEqual(expected);
    }
  });

  it('translates, not copies: Portuguese and Ukrainian differ from English except for names and codes', () => {
    const same = (catalog: StudioCatalog) => KEYS.filter((key) => catalog[key] === enUS[key]);
    expect(same(ptPT)).toEqual(['group.seo']);
    expect(same(ukUA)).toEqual(['group.seo']);
  });
});

describe('messages', () => {
  it('fill {{placeholders}} as i18next does, and leave unknown ones', () => {
    expect(interpolate('{{a}} and {{ b }}, {{c}}', { a: 1, b: 'two' })).toBe('1 and two, {{c}}');
  });

  it('come in every Studio language for Sanity to choose from, English where the language is unknown', () => {
    expect(studioMessages('validation.nif.check-digit', { value: '123456788', expected: 9 })).toEqual({
      'en-US': 'NIF/NIPC 123456788: the check digit should be 9',
      'pt-PT': 'NIF/NIPC 123456788: o dígito de controlo deveria ser 9',
      'uk-UA': 'NIF/NIPC 123456788: контрольна цифра має бути 9',
    });
    expect(studioMessage('de-DE', 'validation.translation-missing')).toBe('Translation missing');
  });

  it('as strings, follow the language validation runs in (English outside the Studio)', () => {
    expect(studioMessageFor(inLocale('pt-PT'), 'validation.translation-missing')).toBe('Tradução em falta');
    expect(studioMessageFor(inLocale('uk-UA'), 'validation.translation-missing')).toBe('Переклад відсутній');
    expect(studioMessageFor(undefined, 'validation.translation-missing')).toBe('Translation missing');
  });

  it('word a NIF/NIPC problem in English as lib/legal does', () => {
    const KEY = { 'digits-only': 'validation.nif.digits-only', length: 'validation.nif.length' } as const;
    for (const value of ['123456788', '12345678', 'PT123456789']) {
      const issue = nifIssue(value)!;
      const key = issue.kind === 'check-digit' ? 'validation.nif.check-digit' : KEY[issue.kind];
      expect(studioMessage('en-US', key, { ...issue, value })).toBe(nifProblem(value));
    }
  });
});

describe('the schema’s validation functions', () => {
  const value = { en: 'Hand wash {amount}', pt: 'Lavagem', uk: 'Миття {amount}' };

  it('return the Portuguese message when validation runs in Portuguese', async () => {
    expect(await layoutLimitPerLocale(10)(value, inLocale('pt-PT'))).toEqual([
      { message: 'English: o layout tem espaço para 10 caracteres e este texto tem 18', path: ['en'] },
      { message: 'Українська: o layout tem espaço para 10 caracteres e este texto tem 14', path: ['uk'] },
    ]);
    expect(await requirePlaceholder('{amount}')(value, inLocale('pt-PT'))).toEqual([
      { message: 'Português: inclua {amount} onde deve aparecer o valor', path: ['pt'] },
    ]);
  });

  it('return the Ukrainian message in Ukrainian, and English outside the Studio', async () => {
    expect(await layoutLimitPerLocale(16)(value, inLocale('uk-UA'))).toEqual([
      { message: 'English: макет вміщує щонайбільше символів — 16, у цьому тексті — 18', path: ['en'] },
    ]);
    expect(await layoutLimitPerLocale(16)(value, {} as never)).toEqual([
      { message: 'English: the layout holds 16 characters, this has 18', path: ['en'] },
    ]);
  });
});

/** Every description in the schema, with where it is: `type.field.field…`. */
function descriptions(): [string, unknown][] {
  type Definition = { name?: string; type?: string; description?: unknown; fields?: Definition[]; of?: Definition[] };
  const walk = (definition: Definition, at: string): [string, unknown][] => [
    ...(definition.description === undefined ? [] : [[at, definition.description] as [string, unknown]]),
    ...(definition.fields ?? []).flatMap((field) => walk(field, `${at}.${field.name}`)),
    ...(definition.of ?? []).flatMap((member) => walk(member, `${at}[${member.name ?? member.type}]`)),
    ...((definition as { marks?: { annotations?: Definition[] } }).marks?.annotations ?? []).flatMap((annotation) =>
      walk(annotation, `${at}.${annotation.name}`),
    ),
  ];
  return (schemaTypes as Definition[]).flatMap((type) => walk(type, type.name!));
}

describe('the schema’s texts', () => {
  it('describe every field with an English text of the catalogs, which the Studio shows translated', () => {
    const english = new Set(KEYS.filter((key) => key.startsWith('description.')).map((key) => enUS[key]));
    const all = descriptions();
    expect(all.length).toBeGreaterThan(60);
    for (const [at, description] of all) expect(english, at).toContain(description);
    // The Studio finds a description's key from its English text, so no two keys share one.
    expect(english.size).toBe(KEYS.filter((key) => key.startsWith('description.')).length);
  });

  it('keep the placeholder editors type, in every language', () => {
    for (const id of STUDIO_LOCALE_IDS) {
      expect(STUDIO_CATALOGS[id]['description.siteSettings.collectionNotice']).toContain(AMOUNT_PLACEHOLDER);
    }
  });

  it('have a desk title for every document type', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
    for (const type of documentTypes) expect(KEYS).toContain(`structure.${type}`);
  });

  it('name field groups and rich text tools by keys the catalogs have', () => {
    const siteSettings = schemaTypes.find((type) => type.name === 'siteSettings') as {
      groups: { i18n: { title: { key: string; ns: string } } }[];
    };
    for (const { i18n } of siteSettings.groups) {
      expect(i18n.title.ns).toBe(STUDIO_NAMESPACE);
      expect(KEYS).toContain(i18n.title.key);
    }
  });
});
