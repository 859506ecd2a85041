import { expect, test, type Page } from '@playwright/test';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_QUERY_PARAM,
  LOCALE_TAGS,
  type Locale,
} from '../../lib/constants';
import { contentDocument, homeUrl, inLang, localizedHref, message, type LocaleValue } from './support/content';

/** The header's language selector: switching keeps page and hash, swaps texts, is remembered. */

const about = contentDocument<{ title: LocaleValue }>('aboutPage');

function selector(page: Page, lang: Locale) {
  return page.getByRole('banner').getByRole('navigation', { name: message(lang, 'nav.language') });
}
async function expectLanguage(page: Page, lang: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang].html);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLang(about.title, lang));
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: message(lang, 'nav.about') })
      .first(),
  ).toBeVisible();
  await expect(selector(page, lang).getByRole('link', { name: LOCALE_TAGS[lang].label })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

for (const lang of ['pt', 'uk'] as const) {
  test(`switching to ${lang} keeps the page and hash, swaps texts and is remembered`, async ({ page, context }) => {
    await page.goto('/about#x');
    await expectLanguage(page, 'en');
    await expect(selector(page, 'en').getByRole('link')).toHaveText(['English', 'Português', 'Українська']);

    await selector(page, 'en').getByRole('link', { name: LOCALE_TAGS[lang].label }).click();
    await expect(page).toHaveURL(`/about?lang=${lang}#x`);
    await expectLanguage(page, lang);
    const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
    expect(cookie).toMatchObject({ value: lang, path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(LOCALE_COOKIE_MAX_AGE_SECONDS - 60);

    // The next visit to the bare home page opens in the remembered language.
    await page.goto('/');
    await expect(page).toHaveURL(homeUrl(lang));
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[lang].html);

    // Back to English resets the memory.
    await page.goto(localizedHref('/about', lang));
    const leaving = page.waitForRequest((request) => request.isNavigationRequest());
    await selector(page, lang).getByRole('link', { name: LOCALE_TAGS.en.label }).click();
    // The switch names English in the address, which the proxy acts on whatever cookie comes with
    // it: under load the page's cookie write had not reached the network stack yet, `/about` left
    // with the old cookie and was redirected back.
    expect(new URL((await leaving).url()).searchParams.get(LOCALE_QUERY_PARAM)).toBe('en');
    await expect(page).toHaveURL('/about');
    await expectLanguage(page, 'en');
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

test('the cookie is written before navigating', async ({ page, context }) => {
  await page.goto('/about');
  // Stop the navigation itself, so only the page's own cookie write can remember the choice.
  await page.route(/lang=uk/, (route) => route.abort());
  await selector(page, 'en').getByRole('link', { name: LOCALE_TAGS.uk.label }).click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('uk');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the selector is made of real links that switch and remember', async ({ page }) => {
    await page.goto('/about');
    await selector(page, 'en').getByRole('link', { name: LOCALE_TAGS.pt.label }).click();
    await expect(page).toHaveURL('/about?lang=pt');
    await expectLanguage(page, 'pt');
    await page.goto('/');
    await expect(page).toHaveURL('/?lang=pt');

    await page.goto('/about?lang=pt');
    await selector(page, 'pt').getByRole('link', { name: LOCALE_TAGS.en.label }).click();
    await expect(page).toHaveURL('/about');
    await expectLanguage(page, 'en');
    await page.goto('/');
    await expect(page).toHaveURL('/');
  });
});
