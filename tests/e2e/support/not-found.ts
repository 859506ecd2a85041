import { expect, type Page } from '@playwright/test';
import { LOCALE_TAGS } from '../../../lib/constants';
import { localizedHref, message, type Locale } from './content';

/**
 * The not-found page as a page in one language shows it (every-page.spec.ts, once per language;
 * not-found.spec.ts for a path with a file extension and for the server HTML alone).
 */

/** Records the page's console errors (call it before the page loads). */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  return errors;
}

/**
 * A localized 404 page: its language, code and title, noindex, the site's chrome around it, a link
 * home in the same language, and the missing path logged to the console.
 */
export async function expectNotFoundPage(page: Page, lang: Locale, missingPath: string, errors: string[]) {
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
  await expect(page.getByRole('link', { name: message(lang, 'notFound.returnHome') })).toHaveAttribute(
    'href',
    localizedHref('/', lang),
  );
}
