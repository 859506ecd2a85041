import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '../../lib/constants';
import { homeUrl, LOCALES, localizedHref, message } from './support/content';

/**
 * Any unknown path, with or without a file extension: a localized 404 page with status 404,
 * noindex, and the path logged.
 */

const MISSING_PATHS = ['/does-not-exist', '/price-list.pdf'];
const CASES = LOCALES.flatMap((lang) => MISSING_PATHS.map((path) => [lang, path] as const));

for (const [lang, missingPath] of CASES) {
  test(`an unknown path shows the not-found page (${lang}, ${missingPath})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text());
    });

    const response = await page.goto(localizedHref(missingPath, lang));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang].html);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(lang, 'notFound.code'));
    await expect(page.getByText(message(lang, 'notFound.title'), { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.locator('main#main')).toHaveCount(1);
    await expect
      .poll(() => errors)
      .toContainEqual(`404 Error: User attempted to access non-existent route: ${missingPath}`);
    // The chrome is there too, in the same language.
    await expect(page.getByRole('contentinfo')).toContainText(message(lang, 'chrome.footer.quickLinks'));

    await page.getByRole('link', { name: message(lang, 'notFound.returnHome') }).click();
    await expect(page).toHaveURL(homeUrl(lang));
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang].html);
  });
}

/**
 * Without JavaScript the server HTML alone must be the whole page: Next's error shell for a
 * `notFound()` thrown while rendering is blank, its content only in the flight data.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [lang, missingPath] of CASES) {
    test(`the server HTML is the whole localized not-found page (${lang}, ${missingPath})`, async ({ page }) => {
      const response = await page.goto(localizedHref(missingPath, lang));
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' '(sha256|nonce)-/);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang].html);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(lang, 'notFound.code'));
      await expect(page.getByText(message(lang, 'notFound.title'), { exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(message(lang, 'chrome.footer.quickLinks'));

      const home = page.getByRole('link', { name: message(lang, 'notFound.returnHome') });
      await expect(home).toHaveAttribute('href', localizedHref('/', lang));
      await home.click();
      await expect(page).toHaveURL(homeUrl(lang));
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang].html);
    });
  }
});
