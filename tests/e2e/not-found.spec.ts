import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '../../lib/constants';
import { homeUrl, localizedHref, message } from './support/content';
import { expectNotFoundPage, watchConsoleErrors } from './support/not-found';
import { NOT_FOUND_PATH } from './support/site-pages';

/**
 * Any unknown path, with or without a file extension: a localized 404 page with status 404,
 * noindex, and the path logged. The page in every language, for a path without an extension, is
 * every-page.spec.ts's (support/not-found.ts); what does not depend on the language is here, in
 * English: a path with a file extension, the way home, and the server HTML alone.
 */

const WITH_EXTENSION = '/price-list.pdf';

test('an unknown path with a file extension shows the not-found page, whose link leads home (en)', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  const response = await page.goto(localizedHref(WITH_EXTENSION, 'en'));
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page, 'en', WITH_EXTENSION, errors);

  await page.getByRole('link', { name: message('en', 'notFound.returnHome') }).click();
  await expect(page).toHaveURL(homeUrl('en'));
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS.en.html);
});

/**
 * Without JavaScript the server HTML alone must be the whole page: Next's error shell for a
 * `notFound()` thrown while rendering is blank, its content only in the flight data. The HTML is
 * fetched and laid out as a browser without JavaScript lays it out (its styles are inline), with
 * no second request for the page.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML is the whole localized not-found page, with or without a file extension (en)', async ({
    page,
  }) => {
    const lang = 'en';
    for (const missingPath of [NOT_FOUND_PATH, WITH_EXTENSION]) {
      const response = await page.request.get(localizedHref(missingPath, lang));
      expect(response.status(), missingPath).toBe(404);
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' '(sha256|nonce)-/);
      await page.setContent(await response.text());
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang].html);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(lang, 'notFound.code'));
      await expect(page.getByText(message(lang, 'notFound.title'), { exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(message(lang, 'chrome.footer.quickLinks'));
      await expect(page.getByRole('link', { name: message(lang, 'notFound.returnHome') })).toHaveAttribute(
        'href',
        localizedHref('/', lang),
      );
    }
  });
});
