import { expect, type Page } from '@playwright/test';
import { message, type Locale } from './content';

/**
 * The floating chat link's place on a phone's first view of the home page (every-page.spec.ts,
 * once per language: labels differ in length). What the link is and loads is navigation.spec.ts's.
 */

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * On phones from 360 to 430 px the hero's stats and its two calls to action stay clear of the
 * button. Call it with the page at the top: the hero and the button are laid out by CSS alone, so
 * each width is a resize of the one load.
 */
export async function expectChatLinkClearOfHero(page: Page, lang: Locale) {
  await page.evaluate(() => document.fonts.ready);
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 390, height: 844 },
    { width: 430, height: 932 },
  ]) {
    await page.setViewportSize(viewport);
    const chat = (await page
      .getByRole('link', {
        name: `${message(lang, 'chrome.whatsapp')} ${message(lang, 'chrome.newTab')}`,
        exact: true,
      })
      .boundingBox())!;
    const hero = page.locator('section#home');
    const stats = hero.getByTestId('hero-stat');
    await expect(stats).toHaveCount(3);
    const items = [
      ...(await stats.all()),
      hero.getByRole('link', { name: message(lang, 'hero.bookService'), exact: true }),
      hero.getByRole('link', { name: message(lang, 'hero.ourServices'), exact: true }),
    ];
    for (const item of items) {
      const other = (await item.boundingBox())!;
      expect(
        overlap(other, chat),
        `${viewport.width} px: ${await item.textContent()} at ${JSON.stringify(other)}, chat at ${JSON.stringify(chat)}`,
      ).toBe(false);
    }
  }
}
