import { test, expect, type Page } from '@playwright/test';
import { ptPTLocale } from '@sanity/locale-pt-pt';
import { ukUALocale } from '@sanity/locale-uk-ua';
import type { LocaleDefinition, Plugin } from 'sanity';
import enUS from '../../studio/i18n/en-US';
import { interpolate, type StudioCatalog } from '../../studio/i18n/messages';
import ptPT from '../../studio/i18n/pt-PT';
import ukUA from '../../studio/i18n/uk-UA';
import { OWNER, TRANSLATOR } from './support/lake';
import { openStudio, studioExpect, studioSession } from './support/studio';

/**
 * The Studio in the person's language: a Portuguese browser gets Portuguese without asking (the
 * project's own texts and Sanity's), and anyone can pick another language in the navbar's language
 * menu, which this browser then keeps. Expected texts come from the catalogs the Studio reads:
 * studio/i18n for the project's, Sanity's locale packages for Sanity's own.
 */
test.setTimeout(180_000);

/** A namespace of one of Sanity's locale packages, e.g. its `studio` strings in Portuguese. */
async function sanityTexts(plugin: Plugin<void>, namespace = 'studio'): Promise<Record<string, string>> {
  const [locale] = plugin().i18n!.locales as LocaleDefinition[];
  const bundle = locale!.bundles!.find((candidate) => candidate.namespace === namespace)!;
  const loaded = typeof bundle.resources === 'function' ? await bundle.resources() : bundle.resources;
  return ('default' in loaded ? loaded.default : loaded) as Record<string, string>;
}

const languageMenu = (page: Page, catalog: StudioCatalog, language: string) =>
  page.getByRole('button', { name: interpolate(catalog['language-menu.button-label'], { language }) });

/** A Translations tool section heading, with nothing or some number left to translate. */
const sectionHeading = (catalog: StudioCatalog, language: string) => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const done = escape(interpolate(catalog['translations.section.done'], { language }));
  const count = escape(interpolate(catalog['translations.section.count'], { language })).replace(
    escape('{{number}}'),
    '\\d+',
  );
  return new RegExp(`^(${done}|${count})$`);
};

test.describe('in a Portuguese browser', () => {
  test.use({ locale: 'pt-PT', storageState: studioSession(OWNER) });

  test('the owner gets the desk, the Studio’s chrome and the field descriptions in Portuguese', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const sanity = await sanityTexts(ptPTLocale as Plugin<void>);

    await openStudio(page);
    const desk = page.getByTestId('structure-tool-list-pane');

    // The project's desk titles…
    await studioExpect(desk.getByText(ptPT['structure.content'], { exact: true }).first()).toBeVisible();
    for (const key of [
      'structure.siteSettings',
      'structure.service',
      'structure.faq',
      'structure.legalPage',
    ] as const) {
      await expect(desk.getByRole('link', { name: ptPT[key] }).first()).toBeVisible();
    }
    await expect(desk.getByRole('link', { name: enUS['structure.service'], exact: true })).toHaveCount(0);

    // …the tools it adds, and Sanity's own chrome from @sanity/locale-pt-pt.
    await expect(page.getByRole('link', { name: ptPT['tool.translations'] }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: ptPT['tool.presentation'] }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: sanity['new-document.open-dialog-aria-label'] })).toBeVisible();
    await expect(languageMenu(page, ptPT, 'Português')).toBeVisible();

    // A document's field descriptions are Portuguese too.
    await desk.getByRole('link', { name: ptPT['structure.siteSettings'] }).first().click();
    const pane = page.getByTestId('document-pane');
    await studioExpect(pane.getByText(ptPT['description.siteSettings.tagline'], { exact: true }).first()).toBeVisible();
    await expect(pane.getByText(enUS['description.siteSettings.tagline'], { exact: true })).toHaveCount(0);

    expect(pageErrors.map(String)).toEqual([]);
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US', storageState: studioSession(TRANSLATOR) });

  test('a translator picks Ukrainian in the language menu, gets the Translations tool in Ukrainian, and keeps it on the next load; no Requests tool, not even by its address', async ({
    page,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const sanity = await sanityTexts(ukUALocale as Plugin<void>);

    await openStudio(page);
    // Booking requests are the administrators' (the API refuses a translator too: studio-requests.spec.ts).
    await expect(page.getByRole('link', { name: enUS['tool.translations'] }).first()).toBeVisible();
    await expect(page.locator('a[href="/studio/requests"]')).toHaveCount(0);
    await languageMenu(page, enUS, 'English (US)').click();
    await page.getByRole('menuitem', { name: 'Українська' }).click();
    await studioExpect(languageMenu(page, ukUA, 'Українська')).toBeVisible();

    const expectUkrainianTranslationsTool = async () => {
      await studioExpect(page.getByRole('heading', { name: ukUA['translations.heading'] })).toBeVisible();
      await expect(page.getByRole('group', { name: ukUA['translations.languages'] })).toBeVisible();
      await expect(page.getByTestId('translation-status-pt').getByRole('heading').first()).toHaveText(
        sectionHeading(ukUA, 'Português'),
      );
      await expect(page.getByTestId('translation-status-uk').getByRole('heading').first()).toHaveText(
        sectionHeading(ukUA, 'Українська'),
      );
      await expect(page.getByRole('button', { name: sanity['new-document.open-dialog-aria-label'] })).toBeVisible();
    };

    await page.getByRole('link', { name: ukUA['tool.translations'] }).first().click();
    await expectUkrainianTranslationsTool();

    // This browser keeps the choice (Sanity's own localStorage entry), so the next load stays
    // Ukrainian: here the Requests tool's address, which opens no such tool for a translator.
    await page.goto('/studio/requests');
    await studioExpect(languageMenu(page, ukUA, 'Українська')).toBeVisible();
    await expect(page.getByTestId('requests-tool')).toHaveCount(0);
    await expect(page.locator('a[href="/studio/requests"]')).toHaveCount(0);
    await page.getByRole('link', { name: ukUA['tool.translations'] }).first().click();
    await expectUkrainianTranslationsTool();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('sanity-locale:'))
        .map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual(['uk-UA']);

    expect(pageErrors.map(String)).toEqual([]);
  });
});
