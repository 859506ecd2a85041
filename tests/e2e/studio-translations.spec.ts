import { randomUUID } from 'node:crypto';
import { test, expect, type Page } from '@playwright/test';
import { sourceHash } from '../../schemas/lib/translation-source';
import { contentDocuments, LOCALES, type Locale } from './support/content';
import { lakeDocument, mutate, OWNER, signIn, TRANSLATOR } from './support/lake';
import { field, openStudio, studioSession, studioExpect, typeInto } from './support/studio';

/**
 * The translators' view (Studio tool "Translations") on the real Studio and the local Content Lake:
 * for the bundled content, only the review translations it leaves out on purpose (a review is
 * translated from its original language, so a Portuguese review can lack its English), then
 * exactly the fields a fixture empties or makes stale as well, live, each a link to its field. The
 * fixture is a draft of the About page, so the site never sees it, and deleting the draft puts
 * everything back.
 */
type AboutPage = { _id: string; _rev?: string; intro: { en: string }; cta: { text: { pt?: string } } };
const DRAFT_ID = 'drafts.aboutPage';
/** A review written in Portuguese and translated into both other languages (content/seed/reviews.ts). */
const REVIEW_ID = 'review-marta-interior';
const REVIEW_DRAFT_ID = `drafts.${REVIEW_ID}`;

// Each test counts what the other's fixtures change: one after the other.
test.describe.configure({ mode: 'serial' });
test.use({ storageState: studioSession(TRANSLATOR) });

/** The bundled reviews' missing translations, as the view lists them (`text.<lang> missing`), by language. */
type Review = { originalLanguage: Locale; text: Partial<Record<Locale, string>> };
const untranslatedReviews = (locale: Locale) =>
  contentDocuments<Review>('review')
    .filter((review) => review.originalLanguage !== locale && !review.text[locale])
    .map(() => `text.${locale} missing`);

/** The listed fields of one language, as `<path> <state>` in list order. */
const listed = (page: Page, locale: Locale) =>
  page
    .getByTestId(`translation-status-${locale}`)
    .getByTestId('translation-issue')
    .evaluateAll((links) => links.map((link) => `${link.dataset.path} ${link.dataset.state}`));

const count = (page: Page, locale: Locale) => page.getByTestId(`translation-count-${locale}`);

async function openTranslations(page: Page) {
  await page.getByRole('link', { name: 'Translations' }).first().click();
  await studioExpect(page.getByRole('heading', { name: 'Translation status' })).toBeVisible();
}

test.afterAll(async () => {
  await mutate(await signIn(OWNER), [{ delete: { id: DRAFT_ID } }, { delete: { id: REVIEW_DRAFT_ID } }]);
});

test('the translation view lists exactly the missing and outdated translations, per language, each one click from its field', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await openStudio(page);
  await openTranslations(page);

  // The bundled content is translated, but for two Portuguese reviews: one lacks its English, one its Ukrainian.
  const bundled = Object.fromEntries(LOCALES.map((locale) => [locale, untranslatedReviews(locale)])) as Record<
    Locale,
    string[]
  >;
  expect(bundled).toEqual({ en: ['text.en missing'], pt: [], uk: ['text.uk missing'] });
  await studioExpect(count(page, 'pt')).toHaveText('0');
  await expect(count(page, 'uk')).toHaveText('1');
  await expect(page.getByRole('heading', { name: 'Português: nothing to translate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Українська: 1 to translate' })).toBeVisible();
  // English is listed as soon as a text written in another language lacks it, whatever the filter keeps.
  await expect(count(page, 'en')).toHaveText('1');
  await expect(page.getByRole('group', { name: 'Languages' }).getByRole('button', { name: /English/ })).toBeDisabled();
  expect(await listed(page, 'en')).toEqual(bundled.en);
  expect(await listed(page, 'uk')).toEqual(bundled.uk);
  await expect(page.getByTestId('translation-status-en').getByTestId('translation-issue')).toHaveText([
    /^Review.*Missing$/,
  ]);

  // The owner empties one Portuguese text and rewrites one English text (in a draft); the open view follows.
  const ownerToken = await signIn(OWNER);
  const { _rev, ...about } = (await lakeDocument<AboutPage>('aboutPage', ownerToken))!;
  expect(_rev).toBeDefined();
  about.intro.en = `${about.intro.en} Now open on Saturdays ${randomUUID().slice(0, 4)}.`;
  about.cta.text.pt = '';
  const fixture = await mutate(ownerToken, [{ createOrReplace: { ...about, _id: DRAFT_ID } }]);
  expect(fixture.status).toBe(200);

  await expect.poll(() => listed(page, 'pt'), { timeout: 30_000 }).toEqual(['intro.pt stale', 'cta.text.pt missing']);
  expect(await listed(page, 'uk')).toEqual(['intro.uk stale', ...bundled.uk]);
  await expect(count(page, 'pt')).toHaveText('2');
  await expect(count(page, 'uk')).toHaveText('2');
  await expect(page.getByTestId('translation-status-pt').getByTestId('translation-issue')).toHaveText([
    /^Introduction.*English changed$/,
    /^Call to action › Text.*Missing$/,
  ]);

  // A Ukrainian translator keeps only Ukrainian: the view and the document forms (language filter) agree,
  // and the choice outlives a reload.
  await page.getByRole('button', { name: /Português/ }).click();
  await expect(page.getByTestId('translation-status-pt')).toHaveCount(0);
  await page.reload();
  await studioExpect(page.getByTestId('translation-status-uk').getByTestId('translation-issue')).toHaveCount(2);
  await expect(page.getByTestId('translation-status-pt')).toHaveCount(0);
  await expect(count(page, 'pt')).toHaveText('2');

  // The link opens the document with that field focused; Portuguese and the hidden source record stay out of sight.
  await page.getByTestId('translation-status-uk').getByTestId('translation-issue').first().click();
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
  expect(await listed(page, 'uk')).toEqual(['intro.uk stale', ...bundled.uk]);
  await expect(count(page, 'pt')).toHaveText('1');

  // Discarding the draft puts the bundled content back: only the reviews' translations are left.
  expect((await mutate(ownerToken, [{ delete: { id: DRAFT_ID } }])).status).toBe(200);
  await expect(count(page, 'pt')).toHaveText('0', { timeout: 30_000 });
  await expect(count(page, 'uk')).toHaveText(String(bundled.uk.length));
  await expect(count(page, 'en')).toHaveText(String(bundled.en.length));
  expect(pageErrors.map(String)).toEqual([]);
});

test('a review is translated from its original: its Portuguese rewritten, the English and Ukrainian are listed until translated again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  type StoredReview = {
    _rev?: string;
    originalLanguage: Locale;
    text: Partial<Record<Locale, string>> & { translatedFrom?: Partial<Record<Locale, string>> };
  };
  const bundled = { en: untranslatedReviews('en'), uk: untranslatedReviews('uk') };
  await openStudio(page);
  await openTranslations(page);
  await studioExpect(count(page, 'uk')).toHaveText(String(bundled.uk.length));

  // The owner corrects the customer's Portuguese, in a draft.
  const ownerToken = await signIn(OWNER);
  const { _rev, ...review } = (await lakeDocument<StoredReview>(REVIEW_ID, ownerToken))!;
  expect(_rev).toBeDefined();
  expect(review.originalLanguage).toBe('pt');
  review.text.pt = `${review.text.pt} Recomendo ${randomUUID().slice(0, 4)}.`;
  expect((await mutate(ownerToken, [{ createOrReplace: { ...review, _id: REVIEW_DRAFT_ID } }])).status).toBe(200);

  // Its English and Ukrainian were made from the older Portuguese (listed before the untranslated review, in list order).
  await expect.poll(() => listed(page, 'uk'), { timeout: 30_000 }).toEqual(['text.uk stale', ...bundled.uk]);
  expect(await listed(page, 'en')).toEqual(['text.en stale', ...bundled.en]);
  const ukIssue = page
    .getByTestId('translation-status-uk')
    .locator(`[data-testid="translation-document"][data-document-id="${REVIEW_ID}"]`)
    .getByTestId('translation-issue');
  await expect(ukIssue).toHaveText(/^Review.*Original \(Português\) changed$/);

  // The translator opens it: every language is in the review's form, the Ukrainian focused; a new
  // Ukrainian is recorded as made from the Portuguese, and leaves the list.
  await ukIssue.click();
  const pane = page.getByTestId('document-pane');
  await studioExpect(field(pane, 'text.uk')).toBeFocused();
  await expect(field(pane, 'text.pt')).toHaveValue(review.text.pt);
  const translation = 'Двоє маленьких дітей і собака. Рекомендую.';
  await typeInto(pane, 'text.uk', translation);
  await expect
    .poll(async () => (await lakeDocument<StoredReview>(REVIEW_DRAFT_ID, ownerToken))?.text, { timeout: 30_000 })
    .toMatchObject({ uk: translation, translatedFrom: { uk: sourceHash(review.text.pt) } });
  await openTranslations(page);
  await expect.poll(() => listed(page, 'uk'), { timeout: 30_000 }).toEqual(bundled.uk);
  expect(await listed(page, 'en')).toEqual(['text.en stale', ...bundled.en]);

  // Discarding the draft puts the bundled review back.
  expect((await mutate(ownerToken, [{ delete: { id: REVIEW_DRAFT_ID } }])).status).toBe(200);
  await expect.poll(() => listed(page, 'en'), { timeout: 30_000 }).toEqual(bundled.en);
});
