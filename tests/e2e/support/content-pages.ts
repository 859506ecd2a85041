import { expect, type Page } from '@playwright/test';
import { BOOKING_RETENTION_MONTHS, INTERIOR_DETAILING_SERVICE, LOCALE_TAGS } from '../../../lib/constants';
import {
  contentDocument,
  contentDocuments,
  homeUrl,
  inLang,
  localizedHref,
  message,
  type Locale,
  type LocaleValue,
  INTERIOR_PAGE_ID,
  interiorMenuTitle,
} from './content';
import { blockTexts, SITE_PAGES, type Block } from './site-pages';

/**
 * About, Interior detailing and the legal pages: every block of the dataset, in the page's language.
 * Each check takes a page already loaded (every-page.spec.ts calls it in its one load per language).
 */

type LocaleBlocks = { en: Block[]; pt?: Block[]; uk?: Block[] };
type TextBlock = { title: LocaleValue; body: LocaleBlocks };
type AboutDoc = {
  title: LocaleValue;
  intro: LocaleValue;
  whoWeAre: TextBlock;
  whatWeDo: TextBlock;
  images: { alt: LocaleValue }[];
  cta: { title: LocaleValue; text: LocaleValue };
};
type PairDoc = { service: { _ref: string }; caption: LocaleValue };
type ReviewDoc = { service: { _ref: string }; name: string };
type HomeNoteDoc = { reviewsNote: LocaleValue };
const INTERIOR_SERVICE_ID = `service-${INTERIOR_DETAILING_SERVICE}`;
type SettingsDoc = { whyChooseUsTitle: LocaleValue; whyChooseUs: { title: LocaleValue; description: LocaleValue }[] };
type InteriorDoc = {
  beforeAfterSection: { title: LocaleValue };
  reviewsSection: { title: LocaleValue };
  hero: { title: LocaleValue; subtitle: LocaleValue; image: { alt: LocaleValue } };
  description: TextBlock;
  whyItMatters: TextBlock;
  included: { title: LocaleValue; items: { title: LocaleValue; description: LocaleValue }[] };
  idealFor: { title: LocaleValue; items: LocaleValue[] };
  schedule: {
    title: LocaleValue;
    areas: LocaleValue[];
    durationHours: { min: number; max: number };
    durationNote: LocaleValue;
  };
  relatedLinks: { title: LocaleValue; links: { href: string; label: LocaleValue }[] };
};
type LegalDoc = { slug: { current: string }; title: LocaleValue; body: LocaleBlocks; lastUpdated: string };

const about = contentDocument<AboutDoc>('aboutPage');
const settings = contentDocument<SettingsDoc>('siteSettings');
const interior = contentDocument<InteriorDoc>(INTERIOR_PAGE_ID);
const legalPages = contentDocuments<LegalDoc>('legalPage');

const bodyIn = (body: LocaleBlocks, lang: Locale) => blockTexts(body[lang] ?? body.en);

async function expectTextBlock(page: Page, block: TextBlock, lang: Locale) {
  await expect(page.getByRole('heading', { level: 2, name: inLang(block.title, lang), exact: true })).toBeVisible();
  for (const paragraph of bodyIn(block.body, lang))
    await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
}

/** The breadcrumb trail: every crumb but the last links (in the same language); the last is the page. */
async function expectBreadcrumb(page: Page, lang: Locale, crumbs: { label: string; href?: string }[]) {
  const nav = page.getByRole('navigation', { name: message(lang, 'nav.breadcrumb') });
  await expect(nav.getByRole('listitem')).toHaveText(crumbs.map((crumb) => new RegExp(crumb.label)));
  for (const crumb of crumbs) {
    if (crumb.href)
      await expect(nav.getByRole('link', { name: crumb.label, exact: true })).toHaveAttribute('href', crumb.href);
    else await expect(nav.getByText(crumb.label, { exact: true })).toHaveAttribute('aria-current', 'page');
  }
}

/** About: title, intro, both text blocks, two images, the call to action and four numbered reasons. */
export async function expectAboutPage(page: Page, lang: Locale) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLang(about.title, lang));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(inLang(about.intro, lang), { exact: true })).toBeVisible();
  await expectBreadcrumb(page, lang, [
    { label: message(lang, 'nav.home'), href: homeUrl(lang) },
    { label: message(lang, 'pages.breadcrumbAbout') },
  ]);

  await expectTextBlock(page, about.whoWeAre, lang);
  await expectTextBlock(page, about.whatWeDo, lang);
  expect(about.images).toHaveLength(2);
  for (const image of about.images)
    await expect(page.getByRole('img', { name: inLang(image.alt, lang), exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: inLang(about.cta.title, lang) })).toBeVisible();
  await expect(page.getByText(inLang(about.cta.text, lang), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: message(lang, 'pages.viewServices'), exact: true })).toHaveAttribute(
    'href',
    localizedHref('/#services', lang),
  );
  const quote = page.getByRole('link', { name: message(lang, 'pages.getQuote'), exact: true });
  await expect(quote).toHaveAttribute('href', localizedHref('/#contact', lang));

  const why = page.getByRole('region', { name: inLang(settings.whyChooseUsTitle, lang) });
  const reasons = why.getByRole('listitem');
  await expect(reasons).toHaveCount(4);
  await expect(reasons.locator('h3')).toHaveText(settings.whyChooseUs.map((reason) => inLang(reason.title, lang)));
  await expect(reasons).toHaveText(['01', '02', '03', '04'].map((number) => new RegExp(`^${number}`)));
  // Four columns side by side on a desktop-wide screen.
  expect(
    await why.getByRole('list').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ')),
  ).toHaveLength(4);
}

/**
 * Interior detailing: hero, texts, the 3 included services, 4 ideal-for items, its service's before
 * and after pairs and reviews (with the note on how reviews are checked, and no other service's),
 * the schedule and related links.
 */
export async function expectInteriorPage(page: Page, lang: Locale) {
  const ofInterior = (doc: { service: { _ref: string } }) => doc.service._ref === INTERIOR_SERVICE_ID;
  const pairs = contentDocuments<PairDoc>('beforeAfterPair');
  const reviews = contentDocuments<ReviewDoc>('review');
  expect(pairs.filter(ofInterior)).toHaveLength(1);
  expect(reviews.filter(ofInterior)).toHaveLength(1);
  expect(pairs.length + reviews.length).toBeGreaterThan(2);

  const beforeAfter = page.getByRole('region', { name: inLang(interior.beforeAfterSection.title, lang) });
  await expect(beforeAfter.getByRole('figure')).toHaveCount(1);
  for (const pair of pairs)
    await expect(beforeAfter.getByRole('figure', { name: inLang(pair.caption, lang), exact: true })).toHaveCount(
      ofInterior(pair) ? 1 : 0,
    );
  await expect(beforeAfter.getByRole('slider')).toHaveCount(1);

  const reviewsRegion = page.getByRole('region', { name: inLang(interior.reviewsSection.title, lang) });
  await expect(reviewsRegion.getByRole('listitem')).toHaveCount(1);
  for (const review of reviews)
    await expect(reviewsRegion.getByText(review.name, { exact: true })).toHaveCount(ofInterior(review) ? 1 : 0);
  await expect(reviewsRegion).toContainText(inLang(contentDocument<HomeNoteDoc>('homePage').reviewsNote, lang));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLang(interior.hero.title, lang));
  await expect(page.getByText(inLang(interior.hero.subtitle, lang), { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: inLang(interior.hero.image.alt, lang), exact: true })).toBeVisible();
  await expectBreadcrumb(page, lang, [
    { label: message(lang, 'nav.home'), href: homeUrl(lang) },
    { label: message(lang, 'nav.services'), href: homeUrl(lang, '#services') },
    { label: interiorMenuTitle(lang) },
  ]);
  await expectTextBlock(page, interior.description, lang);
  await expectTextBlock(page, interior.whyItMatters, lang);

  const included = page.getByRole('region', { name: inLang(interior.included.title, lang) });
  expect(interior.included.items).toHaveLength(3);
  await expect(included.getByRole('listitem')).toHaveCount(3);
  await expect(included.locator('h3')).toHaveText(interior.included.items.map((item) => inLang(item.title, lang)));
  for (const item of interior.included.items)
    await expect(included.getByText(inLang(item.description, lang))).toBeVisible();

  const idealFor = page.getByRole('region', { name: inLang(interior.idealFor.title, lang) });
  expect(interior.idealFor.items).toHaveLength(4);
  await expect(idealFor.getByRole('listitem')).toHaveText(interior.idealFor.items.map((item) => inLang(item, lang)));
  const book = idealFor.getByRole('link', { name: message(lang, 'pages.bookThisService'), exact: true });
  await expect(book).toHaveAttribute('href', localizedHref(`/?service=${INTERIOR_DETAILING_SERVICE}#contact`, lang));

  const schedule = page.getByRole('region', { name: inLang(interior.schedule.title, lang) });
  expect(interior.schedule.areas).toHaveLength(5);
  await expect(schedule.getByRole('listitem')).toHaveText(interior.schedule.areas.map((area) => inLang(area, lang)));
  const { min, max } = interior.schedule.durationHours;
  const duration = message(lang, 'pages.durationHours', { min, max });
  expect(duration).toContain(`${min}–${max}`);
  await expect(schedule.getByText(duration, { exact: true })).toBeVisible();
  await expect(schedule.getByText(inLang(interior.schedule.durationNote, lang), { exact: true })).toBeVisible();

  const related = page.getByRole('region', { name: inLang(interior.relatedLinks.title, lang) });
  for (const link of interior.relatedLinks.links) {
    await expect(related.getByRole('link', { name: inLang(link.label, lang), exact: true })).toHaveAttribute(
      'href',
      localizedHref(link.href, lang),
    );
  }
}

/**
 * A legal page: the title, the date in this language and the body; the privacy policy states the
 * retention period the database applies.
 */
export async function expectLegalPage(page: Page, lang: Locale, slug: string) {
  const legal = legalPages.find((doc) => doc.slug.current === slug);
  expect(legal, slug).toBeDefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLang(legal!.title, lang));
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[lang].html, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legal!.lastUpdated}T00:00:00Z`),
  );
  await expect(page.locator(`time[datetime="${legal!.lastUpdated}"]`)).toHaveText(
    message(lang, 'pages.lastUpdated', { date }),
  );
  const paragraphs = bodyIn(legal!.body, lang).filter(Boolean);
  await expect(page.locator('article')).toContainText(paragraphs[0] as string);
  await expect(page.locator('article')).toContainText(paragraphs.at(-1) as string);
  if (`/${slug}` === SITE_PAGES.privacyPolicy) {
    // BOOKING_RETENTION_MONTHS is the database's retention_months (tests/integration/database-limits.test.ts).
    const period = {
      en: `${BOOKING_RETENTION_MONTHS} months after our last contact`,
      pt: `${BOOKING_RETENTION_MONTHS} meses após o último contacto`,
      uk: `${BOOKING_RETENTION_MONTHS} місяці після останнього контакту`,
    }[lang];
    await expect(page.locator('article')).toContainText(period);
  }
  // The body's headings sit right under the h1: level 2, so the outline skips no level.
  await expect(page.locator('article h2').first()).toBeVisible();
  await expect(page.locator('article h3')).toHaveCount(0);
  await expectBreadcrumb(page, lang, [
    { label: message(lang, 'nav.home'), href: homeUrl(lang) },
    { label: inLang(legal!.title, lang) },
  ]);
}
