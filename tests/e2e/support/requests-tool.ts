import type { Browser, Page } from '@playwright/test';
import type { Locale } from '../../../lib/constants';
import enUS from '../../../studio/i18n/en-US';
import { interpolate } from '../../../studio/i18n/messages';
import { bookWithScript, type Booking } from './booking';
import { studioExpect } from './studio';

/** The owner's Requests tool in the real Studio, and the visitor's request it starts from. */

/** A Studio text in English, as the owner's tests read the tool. */
export const text = (key: keyof typeof enUS, values?: Record<string, string | number>) =>
  interpolate(enUS[key], values);

/** A visitor in a browser of their own books through the form in their language, from an address of their own. */
export async function bookAsVisitor(browser: Browser, baseURL: string, booking: Booking, lang: Locale): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: BROWSER_LOCALES[lang] });
  try {
    await bookWithScript(await context.newPage(), lang, booking);
  } finally {
    await context.close();
  }
}

const BROWSER_LOCALES: Record<Locale, string> = { en: 'en-GB', pt: 'pt-PT', uk: 'uk-UA' };

export async function openRequestsTool(page: Page) {
  await page.locator('a[href="/studio/requests"]').first().click();
  const tool = page.getByTestId('requests-tool');
  await studioExpect(tool.getByRole('heading', { name: text('requests.heading') })).toBeVisible();
  return tool;
}

export const rowOf = (page: Page, email: string) => page.getByTestId('request-row').filter({ hasText: email });
