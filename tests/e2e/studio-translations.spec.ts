import { randomUUID } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { lakeDocument, mutate, OWNER, signIn, TRANSLATOR } from './support/lake';
import { field, signInToStudio, studioExpect, typeInto } from './support/studio';

/**
 * The translators' view (Studio tool "Translations") on the real Studio and the local Content Lake:
 * empty for the bundled content, then exactly the fields a fixture empties or makes stale, live,
 * each a link to its field. The fixture is a draft of the About page, so the site never sees it,
 * and deleting the draft puts everything back.
 */
type AboutPage = { _id: string; _rev?: string; intro: { en: string }; cta: { text: { pt?: string } } };
const DRAFT_ID = 'drafts.aboutPage';

/** The listed fields of one language, as `<path> <state>` in list order. */
const listed = (page: Page, locale: 'pt' | 'uk') =>
  page
    .getByTestId(`translation-status-${locale}`)
    .getByTestId('translation-issue')
    .evaluateAll((links) => links.map((link) => `${link.dataset.path} ${link.dataset.state}`));

const count = (page: Page, locale: 'pt' | 'uk') => page.getByTestId(`translation-count-${locale}`);

async function openTranslations(page: Page) {
  await page.getByRole('link', { name: 'Translations' }).first().click();
  await studioExpect(page.getByRole('heading', { name: 'Translation status' })).toBeVisible();
}

test.afterAll(async () => {
  await mutate(await signIn(OWNER), [{ delete: { id: DRAFT_ID } }]);
});

test('the translation view lists exactly the missing and outdated translations, per language, each one click from its field', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await signInToStudio(page, TRANSLATOR);
  await openTranslations(page);

  // The bundled content is fully translated.
  await studioExpect(count(page, 'pt')).toHaveText('0');
  await expect(count(page, 'uk')).toHaveText('0');
  await expect(page.getByRole('heading', { name: 'Português: nothing to translate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Українська: nothing to translate' })).toBeVisible();

  // The owner empties one Portuguese text and rewrites one English text (in a draft); the open view follows.
  const ownerToken = await signIn(OWNER);
  const { _rev, ...about } = (await lakeDocument<AboutPage>('aboutPage', ownerToken))!;
  expect(_rev).toBeDefined();
  about.intro.en = `${about.intro.en} Now open on Saturdays ${randomUUID().slice(0, 4)}.`;
  about.cta.text.pt = '';
  const fixture = await mutate(ownerToken, [{ createOrReplace: { ...about, _id: DRAFT_ID } }]);
  expect(fixture.status).toBe(200);

  await expect.poll(() => listed(page, 'pt'), { timeout: 30_000 }).toEqual(['intro.pt stale', 'cta.text.pt missing']);
  expect(await listed(page, 'uk')).toEqual(['intro.uk stale']);
  await expect(count(page, 'pt')).toHaveText('2');
  await expect(count(page, 'uk')).toHaveText('1');
  await expect(page.getByTestId('translation-status-pt').getByTestId('translation-issue')).toHaveText([
    /^Introduction.*English changed$/,
    /^Call to action › Text.*Missing$/,
  ]);

  // A Ukrainian translator keeps only Ukrainian: the view and the document forms (language filter) agree,
  // and the choice outlives a reload.
  await page.getByRole('button', { name: /Português/ }).click();
  await expect(page.getByTestId('translation-status-pt')).toHaveCount(0);
  await page.reload();
  await studioExpect(page.getByTestId('translation-status-uk').getByTestId('translation-issue')).toHaveCount(1);
  await expect(page.getByTestId('translation-status-pt')).toHaveCount(0);
  await expect(count(page, 'pt')).toHaveText('2');

  // The link opens the document with that field focused; Portuguese and the hidden source record stay out of sight.
  await page.getByTestId('translation-status-uk').getByTestId('translation-issue').click();
  const pane = page.getByTestId('document-pane');
  await studioExpect(field(pane, 'intro.uk')).toBeFocused();
  await expect(field(pane, 'intro.en')).toHaveValue(about.intro.en);
  await expect(field(pane, 'intro.pt')).toHaveCount(0);
  await expect(pane.getByRole('button', { name: 'Showing 2 / 3' })).toBeVisible();
  await expect(pane.getByText('Translated from')).toHaveCount(0);

  // Back to both languages: the Portuguese translator brings the introduction up to date…
  await openTranslations(page);
  await page.getByRole('button', { name: /Português/ }).click();
  await page.getByTestId('translation-status-pt').getByTestId('translation-issue').first().click();
  await studioExpect(field(pane, 'intro.pt')).toBeFocused();
  await typeInto(pane, 'intro.pt', 'Agora também abertos aos sábados.');

  // …and it leaves the list; the Ukrainian one, still made from the old English, stays.
  await openTranslations(page);
  await expect.poll(() => listed(page, 'pt'), { timeout: 30_000 }).toEqual(['cta.text.pt missing']);
  expect(await listed(page, 'uk')).toEqual(['intro.uk stale']);
  await expect(count(page, 'pt')).toHaveText('1');

  // Discarding the draft puts the bundled content back: nothing to translate.
  expect((await mutate(ownerToken, [{ delete: { id: DRAFT_ID } }])).status).toBe(200);
  await expect(count(page, 'pt')).toHaveText('0', { timeout: 30_000 });
  await expect(count(page, 'uk')).toHaveText('0');
  expect(pageErrors.map(String)).toEqual([]);
});
