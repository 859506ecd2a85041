import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALE_TAGS, REVIEW_RATING } from '../../lib/constants';
import {
  contentDocument,
  contentDocuments,
  homeUrl,
  inLang,
  LOCALES,
  message,
  type Locale,
  type LocaleValue,
} from './support/content';

/**
 * Customer reviews on the home page, after the gallery: every bundled review in every
 * language, in its order, with its rating in words, who, which car and service, when and where it
 * came from; a review without a translation into the page's language in its original language,
 * marked and with its `lang`; the note on how reviews are checked; reached from the header by
 * keyboard and from the phone menu; whole without JavaScript. axe on the whole home page and no
 * review markup in the structured data: every-page.spec.ts. Turning the header and footer link off
 * is a content edit, tested with the other edits (content-updates.spec.ts). Expected texts come
 * from the dataset and the catalogs.
 */

type ReviewDoc = {
  _id: string;
  name: string;
  vehicle?: string;
  service: { _ref: string };
  originalLanguage: Locale;
  text: Partial<Record<Locale, string>>;
  rating: number;
  date: string;
  source: string;
};
type HomeDoc = {
  reviewsSection: { eyebrow: LocaleValue; title: LocaleValue; intro: LocaleValue };
  reviewsNote: LocaleValue;
};

const reviews = contentDocuments<ReviewDoc>('review');
const home = contentDocument<HomeDoc>('homePage');
const serviceTitle = (review: ReviewDoc, lang: Locale) =>
  inLang(contentDocument<{ title: LocaleValue }>(review.service._ref).title, lang);

/** The language a review shows in on a page in `lang`: that one if translated, else its original. */
const shownIn = (review: ReviewDoc, lang: Locale): Locale => (review.text[lang] ? lang : review.originalLanguage);

const section = (page: Page) => page.locator('section#reviews');
const cards = (page: Page) => section(page).getByRole('listitem');

/** What a review card reads, as a screen reader would get it, in order. */
function expectedCard(review: ReviewDoc, lang: Locale): string[] {
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[lang].html, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${review.date}T00:00:00Z`),
  );
  const language = shownIn(review, lang);
  return [
    message(lang, 'reviews.rating', { rating: review.rating, max: REVIEW_RATING.max }),
    review.text[language]!,
    ...(language === lang ? [] : [message(lang, `reviews.writtenIn.${language}`)]),
    review.name,
    [review.vehicle, serviceTitle(review, lang)].filter(Boolean).join(' · '),
    `${date} · ${message(lang, `reviews.source.${review.source}`)}`,
  ];
}

/** The text of each paragraph of a card (the rating's words, the quote, …), in document order. */
const cardTexts = (card: Locator) =>
  card
    .locator('p')
    .evaluateAll((elements) => elements.map((element) => element.textContent!.replace(/\s+/g, ' ').trim()));

test('the bundled dataset has reviews in three languages, some of them untranslated somewhere', () => {
  expect(reviews.length).toBeGreaterThanOrEqual(4);
  expect(new Set(reviews.map((review) => review.originalLanguage))).toEqual(new Set(LOCALES));
  for (const lang of LOCALES)
    expect(
      reviews.some((review) => shownIn(review, lang) !== lang),
      lang,
    ).toBe(lang !== 'pt');
});

for (const lang of LOCALES) {
  test(`the home page (${lang}) shows every review after the gallery, in the page's language or marked in its own`, async ({
    page,
  }) => {
    await page.goto(homeUrl(lang));
    const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.indexOf('reviews')).toBe(ids.indexOf('gallery') + 1);

    const region = page.getByRole('region', { name: inLang(home.reviewsSection.title, lang), exact: true });
    await expect(region).toHaveAttribute('id', 'reviews');
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(inLang(home.reviewsSection.title, lang));
    await expect(region.getByText(inLang(home.reviewsSection.eyebrow, lang), { exact: true })).toBeVisible();
    await expect(region.getByText(inLang(home.reviewsSection.intro, lang), { exact: true })).toBeVisible();
    // The note on whether and how reviews are checked, under them (Directive 2019/2161).
    const note = region.getByText(inLang(home.reviewsNote, lang), { exact: true });
    await expect(note).toBeVisible();
    expect(
      await note.evaluate(
        (element) =>
          element.compareDocumentPosition(document.querySelector('#reviews ul')!) === Node.DOCUMENT_POSITION_PRECEDING,
      ),
    ).toBe(true);

    await expect(cards(page)).toHaveCount(reviews.length);
    for (const [index, review] of reviews.entries()) {
      const card = cards(page).nth(index);
      expect(await cardTexts(card), review._id).toEqual(expectedCard(review, lang));
      await expect(card.locator('time')).toHaveAttribute('datetime', review.date);
      // The stars are drawn, not read: filled up to the rating; the words carry it to screen readers.
      await expect(card.locator('svg[aria-hidden="true"] use')).toHaveCount(REVIEW_RATING.max);
      await expect(card.locator('svg use[href$="#star"]')).toHaveCount(review.rating);
      await expect(card.locator('svg use[href$="#star-outline"]')).toHaveCount(REVIEW_RATING.max - review.rating);
      await expect(
        card.getByText(message(lang, 'reviews.rating', { rating: review.rating, max: REVIEW_RATING.max })),
      ).toHaveClass(/sr-only/);

      // A translation reads in the page's language; an original shown for want of one carries its own.
      const quote = card.locator('blockquote');
      const language = shownIn(review, lang);
      const quoteLang = await quote.evaluate((element) => element.closest('[lang]')!.getAttribute('lang'));
      expect(quoteLang, review._id).toBe(LOCALE_TAGS[language].html);
      if (language === lang) await expect(quote).not.toHaveAttribute('lang');
    }
  });
}

test('an untranslated review is marked in the page’s language, and its quote carries the original’s lang', async ({
  page,
}) => {
  // The bundled content leaves Sofia's Portuguese without English and Rui's without Ukrainian.
  for (const [lang, id] of [
    ['en', 'review-sofia-express'],
    ['uk', 'review-rui-full'],
  ] as const) {
    const review = reviews.find((candidate) => candidate._id === id)!;
    expect(review.text[lang]).toBeUndefined();
    await page.goto(homeUrl(lang));
    const card = cards(page).filter({ hasText: review.name });
    const quote = card.locator('blockquote');
    await expect(quote).toHaveAttribute('lang', LOCALE_TAGS.pt.html);
    await expect(quote).toHaveText(review.text.pt!);
    const mark = card.getByText(message(lang, 'reviews.writtenIn.pt'), { exact: true });
    await expect(mark).toBeVisible();
    // The mark itself is in the page's language.
    expect(await mark.evaluate((element) => element.closest('[lang]')!.getAttribute('lang'))).toBe(
      LOCALE_TAGS[lang].html,
    );
  }
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

test('without JavaScript the section is all there, in every language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of LOCALES) {
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
  }
  await context.close();
});
