import { expect, test } from '@playwright/test';
import { INTERIOR_DETAILING_SERVICE } from '../../lib/constants';
import {
  contentDocument,
  contentDocuments,
  homeUrl,
  localizedHref,
  message,
  type LocaleValue,
  INTERIOR_PAGE_ID,
} from './support/content';
import { SITE_PAGES } from './support/site-pages';

/**
 * About, Interior detailing and the legal pages: what their links do. Their texts, in every language,
 * are checked in each page's one load per language (every-page.spec.ts, support/content-pages.ts).
 */

const interior = contentDocument<{ hero: { title: LocaleValue } }>(INTERIOR_PAGE_ID);

test('the dataset holds the two legal pages the footer links to', () => {
  expect(
    contentDocuments<{ slug: { current: string } }>('legalPage')
      .map((doc) => doc.slug.current)
      .sort(),
  ).toEqual([SITE_PAGES.privacyPolicy, SITE_PAGES.termsOfService].map((path) => path.slice(1)).sort());
});

test("About's Get Quote and Interior detailing's Book This Service land on the booking form, in the page's language", async ({
  page,
}) => {
  await page.goto(localizedHref(SITE_PAGES.about, 'pt'));
  await page.getByRole('link', { name: message('pt', 'pages.getQuote'), exact: true }).click();
  await expect(page).toHaveURL(homeUrl('pt', '#contact'));
  await expect(page.locator('section#contact')).toBeInViewport();

  await page.goto(localizedHref(SITE_PAGES.interiorDetail, 'uk'));
  await page.getByRole('link', { name: message('uk', 'pages.bookThisService'), exact: true }).click();
  await expect(page).toHaveURL(localizedHref(`/?service=${INTERIOR_DETAILING_SERVICE}#contact`, 'uk'));
  await expect(page.locator('#contact select[name="service"]')).toHaveValue(INTERIOR_DETAILING_SERVICE);
});

test('Interior detailing starts at the top even when reached from a scrolled page', async ({ page }) => {
  await page.goto('/');
  const moreInfo = page.locator(`#services a[href="${SITE_PAGES.interiorDetail}"]`).first();
  await moreInfo.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 300));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await moreInfo.click();
  await expect(page).toHaveURL(SITE_PAGES.interiorDetail);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(interior.hero.title.en);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Back and forward again: the browser would restore an old offset; the page still opens at the top.
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.goBack();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
