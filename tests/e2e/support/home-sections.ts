import { expect, type Page } from '@playwright/test';
import {
  FREE_DELIVERY_THRESHOLD_EUR,
  HERO_STATS,
  INTERIOR_DETAILING_SERVICE,
  SERVICE_VALUES,
} from '../../../lib/constants';
import { formatEuros } from '../../../lib/format';
import {
  contentDocument,
  contentDocuments,
  inLang,
  localizedHref,
  message,
  type Locale,
  type LocaleValue,
} from './content';

/**
 * The home page's hero, its six service cards and the collection terms, as a page in one language
 * reads them (every-page.spec.ts, once per language). Their prices with "VAT included" are
 * support/prices.ts's; what the links do when followed is home.spec.ts's, in English.
 */

type SiteSettingsDoc = {
  heroStats: { value: string; label: LocaleValue }[];
  collectionNotice: LocaleValue;
  paidCollectionTitle: LocaleValue;
  paidCollectionAreas: LocaleValue[];
  towTruckNote: LocaleValue;
};
type HomePageDoc = { hero: { title: LocaleValue; description: LocaleValue } };
export type ServiceDoc = { _id: string; value: string; title: LocaleValue };

const settings = contentDocument<SiteSettingsDoc>('siteSettings');
const home = contentDocument<HomePageDoc>('homePage');
export const services = contentDocuments<ServiceDoc>('service');
/** The service pages of the bundled content, by the id of their service. */
const servicePageOf = new Map(
  contentDocuments<{ service: { _ref: string }; slug: { current: string } }>('servicePage').map((page) => [
    page.service._ref,
    page.slug.current,
  ]),
);

/** The hero's title, description and three stats, and its two links to the sections below. */
export async function expectHero(page: Page, lang: Locale) {
  const hero = page.locator('section#home');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(inLang(home.hero.title, lang));
  await expect(hero.getByText(inLang(home.hero.description, lang))).toBeVisible();

  const stats = hero.getByTestId('hero-stat');
  await expect(stats).toHaveCount(HERO_STATS.length);
  await expect(stats.locator('dd')).toHaveText([...HERO_STATS]);
  await expect(stats.locator('dt')).toHaveText(settings.heroStats.map((stat) => inLang(stat.label, lang)));

  await expect(hero.getByRole('link', { name: message(lang, 'hero.bookService'), exact: true })).toHaveAttribute(
    'href',
    '#contact',
  );
  await expect(hero.getByRole('link', { name: message(lang, 'hero.ourServices'), exact: true })).toHaveAttribute(
    'href',
    '#services',
  );
}

/**
 * Six service cards in order, each with Book this service (its address carries the service and the
 * language, so it works without JavaScript) and More Info (interior detailing's page, else the
 * contact section); the booking form offers the services under the same titles.
 */
export async function expectServiceCards(page: Page, lang: Locale) {
  const cards = page.locator('#services li[data-service]');
  expect(services.map((service) => service.value)).toEqual([...SERVICE_VALUES]);
  await expect(cards).toHaveCount(SERVICE_VALUES.length);
  await expect(cards.locator('h3')).toHaveText(services.map((service) => inLang(service.title, lang)));

  for (const service of services) {
    const title = inLang(service.title, lang);
    const card = page.locator(`#services li[data-service="${service.value}"]`);
    const book = card.getByRole('link', {
      name: message(lang, 'home.services.bookServiceLabel', { service: title }),
    });
    await expect(book).toHaveText(message(lang, 'home.services.bookService'));
    // Without JavaScript the link itself carries the service and the language.
    await expect(book).toHaveAttribute('href', localizedHref(`/?service=${service.value}#contact`, lang));

    const moreInfo = card.getByRole('link', {
      name: message(lang, 'home.services.moreInfoLabel', { service: title }),
    });
    // Seen: the spec's words; the name read out (and its crawled text) adds the service.
    await expect(moreInfo.locator('[aria-hidden="true"]')).toHaveText(message(lang, 'home.services.moreInfo'));
    const isInterior = service.value === INTERIOR_DETAILING_SERVICE;
    expect(servicePageOf.get(service._id)).toBe(isInterior ? 'interior-detail' : undefined);
    await expect(moreInfo).toHaveAttribute(
      'href',
      isInterior ? localizedHref('/services/interior-detail', lang) : '#contact',
    );

    // The option Book this service selects reads as the card's title.
    await expect(page.locator(`#contact select[name="service"] option[value="${service.value}"]`)).toHaveText(title);
  }
}

/** The localized €350 threshold, the paid areas, the tow truck, and the link to schedule. */
export async function expectCollectionNotice(page: Page, lang: Locale) {
  const notice = page.getByTestId('collection-notice');
  const amount = formatEuros(FREE_DELIVERY_THRESHOLD_EUR, lang);
  expect(amount.replace(/\s/g, ' ')).toBe(
    lang === 'en' ? `€${FREE_DELIVERY_THRESHOLD_EUR}` : `${FREE_DELIVERY_THRESHOLD_EUR} €`,
  );
  await expect(notice).toContainText(inLang(settings.collectionNotice, lang).replace('{amount}', amount));
  await expect(notice).not.toContainText('{amount}');

  await expect(notice.getByRole('heading', { name: inLang(settings.paidCollectionTitle, lang) })).toBeVisible();
  const areas = notice.getByTestId('paid-collection-areas').locator('li');
  await expect(areas).toHaveCount(7);
  await expect(areas).toHaveText(settings.paidCollectionAreas.map((area) => inLang(area, lang)));
  await expect(notice).toContainText(inLang(settings.towTruckNote, lang));

  await expect(
    notice.getByRole('link', { name: message(lang, 'home.services.schedule'), exact: true }),
  ).toHaveAttribute('href', '#contact');
}
