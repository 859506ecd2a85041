import { expect, type Locator, type Page } from '@playwright/test';
import { LOCALE_TAGS, REVIEW_RATING } from '../../../lib/constants';
import { contentDocument, contentDocuments, inLang, message, type Locale, type LocaleValue } from './content';

/**
 * The home page's customer reviews as a page in one language shows them (every-page.spec.ts, once
 * per language): every bundled review in its order, its rating in words, who, which car and
 * service, when and where it came from; one without a translation into the page's language in its
 * original language, with its `lang`, and marked so in the page's language; the note on how
 * reviews are checked. Expected texts come from the dataset and the catalogs.
 */

export type ReviewDoc = {
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

export const reviews = contentDocuments<ReviewDoc>('review');
export const reviewsHome = contentDocument<HomeDoc>('homePage');
const serviceTitle = (review: ReviewDoc, lang: Locale) =>
  inLang(contentDocument<{ title: LocaleValue }>(review.service._ref).title, lang);

/** The language a review shows in on a page in `lang`: that one if translated, else its original. */
export const shownIn = (review: ReviewDoc, lang: Locale): Locale =>
  review.text[lang] ? lang : review.originalLanguage;

export const reviewsSection = (page: Page) => page.locator('section#reviews');
export const reviewCards = (page: Page) => reviewsSection(page).getByRole('listitem');

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

/** The section's heading, intro and note, and every card as described above. */
export async function expectReviews(page: Page, lang: Locale) {
  const region = page.getByRole('region', { name: inLang(reviewsHome.reviewsSection.title, lang), exact: true });
  await expect(region).toHaveAttribute('id', 'reviews');
  await expect(region.getByRole('heading', { level: 2 })).toHaveText(inLang(reviewsHome.reviewsSection.title, lang));
  await expect(region.getByText(inLang(reviewsHome.reviewsSection.eyebrow, lang), { exact: true })).toBeVisible();
  await expect(region.getByText(inLang(reviewsHome.reviewsSection.intro, lang), { exact: true })).toBeVisible();
  // The note on whether and how reviews are checked, under them (Directive 2019/2161).
  const note = region.getByText(inLang(reviewsHome.reviewsNote, lang), { exact: true });
  await expect(note).toBeVisible();
  expect(
    await note.evaluate(
      (element) =>
        element.compareDocumentPosition(document.querySelector('#reviews ul')!) === Node.DOCUMENT_POSITION_PRECEDING,
    ),
  ).toBe(true);

  const cards = reviewCards(page);
  await expect(cards).toHaveCount(reviews.length);
  for (const [index, review] of reviews.entries()) {
    const card = cards.nth(index);
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
    if (language === lang) {
      await expect(quote).not.toHaveAttribute('lang');
      continue;
    }
    await expect(quote).toHaveAttribute('lang', LOCALE_TAGS[language].html);
    await expect(quote).toHaveText(review.text[language]!);
    // The mark, seen, is in the page's language.
    const mark = card.getByText(message(lang, `reviews.writtenIn.${language}`), { exact: true });
    await expect(mark).toBeVisible();
    expect(await mark.evaluate((element) => element.closest('[lang]')!.getAttribute('lang'))).toBe(
      LOCALE_TAGS[lang].html,
    );
  }
}
