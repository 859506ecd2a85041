import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareConfig, type SanityClient, type SanityDocument, validateDocument } from 'sanity';

import config from '../../sanity.config';
import { parseNdjson } from '../../scripts/content/assemble-dataset';
import { STUDIO_NAMESPACE } from './messages';

/**
 * The Studio's languages as Sanity itself prepares them from sanity.config.ts: the same code path
 * (`prepareConfig` → `prepareI18n` → i18next) the embedded Studio runs in the browser, here with a
 * browser language stubbed. Node has no localStorage, so no stored choice: the browser's language
 * decides (the stored choice is the e2e spec's part, tests/e2e/studio-locale.spec.ts).
 */
async function studioI18n(languages: string[]) {
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  // A fresh object each time: Sanity caches a prepared workspace per config object.
  const { workspaces } = prepareConfig({ ...config });
  const workspace = workspaces[0]!;
  // i18next starts asynchronously: wait until a text of Sanity's resolves.
  await vi.waitFor(() => expect(workspace.i18n.t('user-menu.action.sign-out')).not.toBe('user-menu.action.sign-out'));
  await workspace.i18n.loadNamespaces(['validation', STUDIO_NAMESPACE]);
  return workspace;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const DATASET = parseNdjson(readFileSync(new URL('../../content/dataset.ndjson', import.meta.url), 'utf8'));
const settings = () => structuredClone(DATASET.find((document) => document._id === 'siteSettings')!);

describe('the Studio language', () => {
  it('offers English, Portuguese and Ukrainian', async () => {
    const { i18n } = await studioI18n(['en-US']);
    expect(i18n.locales.map((locale) => locale.id).sort()).toEqual(['en-US', 'pt-PT', 'uk-UA']);
  });

  it.each([
    [['pt-PT', 'en'], 'pt-PT', 'Serviços', 'Sair'],
    [['pt-BR'], 'pt-PT', 'Serviços', 'Sair'],
    [['uk', 'ru'], 'uk-UA', 'Послуги', 'Вийти'],
    [['de-DE', 'uk-UA'], 'uk-UA', 'Послуги', 'Вийти'],
    [['en-GB'], 'en-US', 'Services', 'Sign out'],
    [['de-DE'], 'en-US', 'Services', 'Sign out'],
  ])(
    'starts a browser asking for %j in %s, for its texts and Sanity’s own',
    async (languages, id, services, signOut) => {
      const { i18n } = await studioI18n(languages);
      expect(i18n.currentLocale.id).toBe(id);
      expect(i18n.t('structure.service', { ns: STUDIO_NAMESPACE })).toBe(services);
      expect(i18n.t('user-menu.action.sign-out')).toBe(signOut);
    },
  );

  it('fills in the project’s texts with i18next as the components read them', async () => {
    const { i18n } = await studioI18n(['uk-UA']);
    const t = (key: string, values: Record<string, unknown>) => i18n.t(key, { ns: STUDIO_NAMESPACE, ...values });
    expect(t('translations.section.count', { language: 'Português', number: 3 })).toBe('Português: до перекладу — 3');
    expect(t('language-menu.button-label', { language: 'Українська' })).toBe('Мова Studio: Українська');
    // A literal placeholder editors type is not one of i18next's.
    expect(t('description.siteSettings.collectionNotice', {})).toContain('{amount}');
  });

  it('validates in the Studio’s language: the project’s messages and Sanity’s own', async () => {
    const { i18n, schema } = await studioI18n(['pt-PT']);
    const document = { ...settings(), nif: '599999994', businessName: undefined, tagline: { en: 'e'.repeat(81) } };
    const markers = await validateDocument({
      document: document as unknown as SanityDocument,
      workspace: {
        schema,
        i18n,
        getClient: () => ({}) as SanityClient,
      } as never,
      getDocumentExists: async () => true,
      environment: 'studio',
    });
    const messages = Object.fromEntries(
      markers.map((marker) => [marker.path.map((segment) => String(segment)).join('.'), marker.message]),
    );
    expect(messages).toMatchObject({
      nif: 'NIF/NIPC 599999994: o dígito de controlo deveria ser 3',
      'tradeRegister.number': 'O número de matrícula de uma empresa portuguesa é o seu NIPC (599999994)',
      'tagline.en': 'English: o layout tem espaço para 80 caracteres e este texto tem 81',
      'tagline.pt': 'Tradução em falta',
      // Sanity's own message, from @sanity/locale-pt-pt.
      businessName: 'Obrigatório',
    });
  });
});
