import { test, expect } from '@playwright/test';
import { contentDocuments, type LocaleValue } from './support/content';
import { LOCAL_CONTENT_LAKE_PORT } from '../../lib/env/public';
import { OWNER } from './support/lake';
import { documentList, field, openDocument, orderedListRows, signInToStudio, studioExpect } from './support/studio';

/** The desk the owner works in, on the real Studio and the local Content Lake. */
const SINGLETON_TYPES = ['siteSettings', 'homePage', 'aboutPage', 'video'];
type Service = { _id: string; title: LocaleValue };
const services = contentDocuments<Service>('service');
type Review = { _id: string; name: string; originalLanguage: 'en' | 'pt' | 'uk'; text: Partial<LocaleValue> };
const reviews = contentDocuments<Review>('review');

test('/studio asks who you are, then shows the desk: singletons first, locked; services in order; every language, filterable', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  // Every call the Studio makes to the lake is answered (presence alone is absent by design).
  const refused: string[] = [];
  page.on('response', (answer) => {
    const url = new URL(answer.url());
    if (url.port === String(LOCAL_CONTENT_LAKE_PORT) && answer.status() >= 400 && !url.pathname.includes('/socket/')) {
      refused.push(`${answer.status()} ${answer.request().method()} ${url.pathname}`);
    }
  });

  // The UI draws in the site's own Inter (studio/studio-fonts.css), which works offline, rather
  // than the copy on Sanity's design-system CDN that the Studio's styles name.
  const fonts: URL[] = [];
  page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url())));

  const response = await page.goto('/studio');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
  await studioExpect(page.getByText('Sign in with a local account').first()).toBeVisible();
  await expect(page.getByText('Network error')).toHaveCount(0);

  await signInToStudio(page, OWNER);
  const structure = page.getByTestId('structure-tool-list-pane');
  await studioExpect(structure.locator('[data-testid^="pane-item-"]')).toHaveText([
    'Site settings',
    'Home page',
    'About page',
    'Video',
    'Services',
    'Vehicle sizes',
    'Extras',
    'Service pages',
    'Frequently asked questions',
    'Gallery images',
    'Before and after',
    'Reviews',
    'Legal pages',
  ]);

  // Singletons can't be created a second time…
  await page.getByRole('button', { name: 'Create new document' }).click();
  await studioExpect(page.getByTestId('create-new-service')).toBeVisible();
  await studioExpect(page.getByTestId('create-new-servicePage')).toBeVisible();
  for (const type of SINGLETON_TYPES) await studioExpect(page.getByTestId(`create-new-${type}`)).toHaveCount(0);
  await page.keyboard.press('Escape');
  // …nor deleted or duplicated: their one document offers Publish and no action menu.
  await structure.getByTestId('pane-item-Site settings').click();
  await studioExpect(page.getByTestId('document-pane').getByTestId('action-publish')).toBeVisible();
  await studioExpect(page.getByTestId('document-pane').getByTestId('action-menu-button')).toHaveCount(0);

  // Services are listed in their `orderRank` (the drag-and-drop list), and show their title in every language.
  const first = services[0]!;
  await structure.getByTestId('pane-item-Services').click();
  await studioExpect(orderedListRows(page)).toContainText(services.map((service) => service.title.en));
  const form = await openDocument(page, 'Services', first.title.en);
  await studioExpect(field(form, 'title.en')).toHaveValue(first.title.en);
  await studioExpect(field(form, 'title.pt')).toHaveValue(first.title.pt!);
  await studioExpect(field(form, 'title.uk')).toHaveValue(first.title.uk!);

  // Ordinary documents keep their menu (the singleton check above is not vacuous).
  await form.getByTestId('action-menu-button').click();
  await studioExpect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Language filter: English always shows; keep Ukrainian only, as a Ukrainian translator would.
  await form.getByRole('button', { name: 'Showing all' }).click();
  await page.getByRole('button', { name: 'Hide all' }).click();
  await page.getByRole('button', { name: /Українська/ }).click();
  await page.keyboard.press('Escape');
  await studioExpect(form.getByRole('button', { name: 'Showing 2 / 3' })).toBeVisible();
  await studioExpect(field(form, 'title.pt')).toHaveCount(0);
  await studioExpect(field(form, 'title.uk')).toHaveValue(first.title.uk!);

  // A review is written in a language of its own, so its form shows every language whatever the filter
  // keeps: here a Portuguese review without its Ukrainian, beside its English translation.
  const untranslated = reviews.find((review) => review.originalLanguage === 'pt' && !review.text.uk)!;
  await structure.getByTestId('pane-item-Reviews').click();
  await studioExpect(orderedListRows(page)).toHaveCount(reviews.length);
  await documentList(page).getByText(untranslated.name).first().click();
  const reviewForm = page.getByTestId('document-pane');
  await studioExpect(field(reviewForm, 'text.pt')).toHaveValue(untranslated.text.pt!);
  await studioExpect(field(reviewForm, 'text.en')).toHaveValue(untranslated.text.en!);
  await studioExpect(field(reviewForm, 'text.uk')).toHaveValue('');
  await studioExpect(reviewForm.getByRole('button', { name: /^Showing/ })).toHaveCount(0);
  await structure.getByTestId('pane-item-Services').click();
  await openDocument(page, 'Services', first.title.en);

  // The session survives a reload.
  await page.reload();
  await studioExpect(page.getByTestId('document-pane').locator('[id="title.en"]')).toHaveValue(first.title.en);
  expect(pageErrors.map(String)).toEqual([]);
  expect(refused).toEqual([]);
  const site = new URL(response!.url()).origin;
  // Latin for the UI, Cyrillic for the Ukrainian title shown.
  expect(fonts.filter((url) => url.origin === site).map((url) => url.pathname)).toEqual(
    expect.arrayContaining([
      expect.stringContaining('/inter-latin-wght-normal'),
      expect.stringContaining('/inter-cyrillic-wght-normal'),
    ]),
  );
});
