import { expect, test } from '@playwright/test';
import { homeUrl, inLang, LOCALES, message } from './support/content';
import {
  reviewCards as cards,
  reviews,
  reviewsHome as home,
  reviewsSection as section,
  shownIn,
} from './support/reviews';

/**
 * Customer reviews on the home page, after the gallery: reached from the header by keyboard and
 * from the phone menu; whole without JavaScript. Every review in every language (its order, rating
 * in words, who, which car and service, when and where it came from; an untranslated one in its
 * original language, marked and with its `lang`) and the note on how reviews are checked are read
 * on every-page.spec.ts's load of the home page in each language (support/reviews.ts), with axe on
 * the whole page and no review markup in the structured data. Turning the header and footer link
 * off is a content edit, tested with the other edits (content-updates.spec.ts).
 */

test('the bundled dataset has reviews in three languages, some of them untranslated somewhere', () => {
  expect(reviews.length).toBeGreaterThanOrEqual(4);
  expect(new Set(reviews.map((review) => review.originalLanguage))).toEqual(new Set(LOCALES));
  for (const lang of LOCALES)
    expect(
      reviews.some((review) => shownIn(review, lang) !== lang),
      lang,
    ).toBe(lang !== 'pt');
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header’s Reviews link is reached with Tab and jumps to the section, which holds no focus trap', async ({
    page,
  }) => {
    await page.goto(homeUrl('en'));
    const link = page
      .getByRole('banner')
      .getByRole('navigation', { name: message('en', 'nav.mainNavigation') })
      .getByRole('link', { name: message('en', 'nav.reviews'), exact: true });
    await expect(link).toHaveAttribute('href', '/#reviews');
    let reached = false;
    for (let presses = 0; presses < 30 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await link.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the Reviews link is in the tab order').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#reviews$/);
    await expect(section(page)).toBeInViewport();

    // From the last control before the section, Tab leaves it forwards and Shift+Tab comes back out.
    const position = () =>
      page.evaluate(() => {
        const reviewsSection = document.querySelector('#reviews')!;
        const active = document.activeElement!;
        if (reviewsSection.contains(active)) return 'inside';
        return reviewsSection.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
      });
    await page.evaluate(() => {
      const reviewsSection = document.querySelector('#reviews')!;
      const focusable = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      ]
        .filter((element) => element.tabIndex >= 0 && element.checkVisibility())
        .filter((element) => reviewsSection.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
      focusable.at(-1)!.focus();
    });
    expect(await position()).toBe('before');
    const visited: string[] = [];
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      const where = await position();
      visited.push(where);
      if (where === 'after') break;
    }
    expect(visited.at(-1), visited.join(' → ')).toBe('after');
    for (let presses = 0; presses < visited.length; presses++) await page.keyboard.press('Shift+Tab');
    expect(await position()).toBe('before');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu’s Reviews link leads to the section, whose cards stack in one column within the width', async ({
    page,
  }) => {
    await page.goto(homeUrl('uk'));
    await page
      .getByRole('banner')
      .getByRole('button', { name: message('uk', 'nav.openMenu') })
      .click();
    const panel = page.locator('#mobile-menu');
    await panel.getByRole('link', { name: message('uk', 'nav.reviews'), exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\?lang=uk#reviews$/);
    await expect(section(page)).toBeInViewport();

    const boxes = await cards(page).evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { left: Math.round(box.left), right: Math.round(box.right), top: box.top };
      }),
    );
    expect(boxes).toHaveLength(reviews.length);
    for (const [index, box] of boxes.entries()) {
      expect(box.left).toBe(boxes[0]!.left);
      expect(box.right).toBeLessThanOrEqual(390);
      if (index > 0) expect(box.top).toBeGreaterThan(boxes[index - 1]!.top);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('without JavaScript the section is all there', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  // English shows a review in its original language too (the bundled content leaves one untranslated).
  const lang = 'en';
  expect(reviews.some((review) => shownIn(review, lang) !== lang)).toBe(true);
  await page.goto(homeUrl(lang));
  await section(page).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(reviews.length);
  for (const review of reviews) {
    await expect(section(page).getByText(review.text[shownIn(review, lang)]!, { exact: true })).toBeVisible();
  }
  await expect(section(page).getByText(inLang(home.reviewsNote, lang), { exact: true })).toBeVisible();
  expect(
    await section(page)
      .locator('[data-reveal]')
      .evaluate((element) => getComputedStyle(element).opacity),
  ).toBe('1');
  await context.close();
});
