import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  FREE_DELIVERY_THRESHOLD_EUR,
  HERO_STATS,
  INTERIOR_DETAILING_SERVICE,
  SERVICE_VALUES,
} from '../../lib/constants';
import { formatEuros } from '../../lib/format';
import {
  contentDocument,
  contentDocuments,
  homeUrl,
  inLang,
  LOCALES,
  localizedHref,
  message,
  type LocaleValue,
} from './support/content';

/** Home page: hero, the six service cards and the collection terms, in every language. */

type SiteSettingsDoc = {
  heroStats: { value: string; label: LocaleValue }[];
  collectionNotice: LocaleValue;
  paidCollectionTitle: LocaleValue;
  paidCollectionAreas: LocaleValue[];
  towTruckNote: LocaleValue;
};
type HomePageDoc = { hero: { title: LocaleValue; description: LocaleValue } };
type ServiceDoc = { _id: string; value: string; title: LocaleValue; priceFrom?: number };
/** The service pages of the bundled content, by the id of their service. */
const servicePageOf = new Map(
  contentDocuments<{ service: { _ref: string }; slug: { current: string } }>('servicePage').map((page) => [
    page.service._ref,
    page.slug.current,
  ]),
);

const settings = contentDocument<SiteSettingsDoc>('siteSettings');
const home = contentDocument<HomePageDoc>('homePage');
const services = contentDocuments<ServiceDoc>('service');

/** Marks the document so a test can tell an in-page jump from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
}
const sameDocument = (page: Page) => expect(page.locator('html[data-test-same-document]')).toHaveCount(1);

for (const lang of LOCALES) {
  // One page load per language (the last two steps load the page again, as a visitor would).
  test(`home (${lang}): hero, service cards, collection notice, Book this service and More Info`, async ({ page }) => {
    await page.goto(homeUrl(lang));
    await test.step('hero shows the title, the three stats and jumps to contact and services on the same page', async () => {
      const hero = page.locator('section#home');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(inLang(home.hero.title, lang));
      await expect(hero.getByText(inLang(home.hero.description, lang))).toBeVisible();

      const stats = hero.getByTestId('hero-stat');
      await expect(stats).toHaveCount(HERO_STATS.length);
      await expect(stats.locator('dd')).toHaveText([...HERO_STATS]);
      await expect(stats.locator('dt')).toHaveText(settings.heroStats.map((stat) => inLang(stat.label, lang)));

      await markDocument(page);
      const book = hero.getByRole('link', { name: message(lang, 'hero.bookService'), exact: true });
      await expect(book).toHaveAttribute('href', '#contact');
      await book.click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator('section#contact')).toBeInViewport();

      await page.evaluate(() => window.scrollTo(0, 0));
      const ourServices = hero.getByRole('link', { name: message(lang, 'hero.ourServices'), exact: true });
      await expect(ourServices).toHaveAttribute('href', '#services');
      await ourServices.click();
      await expect(page).toHaveURL(/#services$/);
      await expect(page.locator('section#services')).toBeInViewport();
      await sameDocument(page);
    });
    await test.step('six service cards in order, with prices and links to booking or the detail page', async () => {
      const cards = page.locator('#services li[data-service]');
      expect(services.map((service) => service.value)).toEqual([...SERVICE_VALUES]);
      await expect(cards).toHaveCount(SERVICE_VALUES.length);
      await expect(cards.locator('h3')).toHaveText(services.map((service) => inLang(service.title, lang)));

      for (const service of services) {
        const title = inLang(service.title, lang);
        const card = page.locator(`#services li[data-service="${service.value}"]`);
        if (service.priceFrom) {
          // With "VAT included" beside it (legal-information.spec.ts).
          await expect(card.getByTestId('service-price')).toContainText(
            message(lang, 'price.from', { price: formatEuros(service.priceFrom, lang) }),
          );
        }
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
      }
    });
    await test.step('collection notice shows the localized €350 threshold, the paid areas and the tow truck', async () => {
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

      const schedule = notice.getByRole('link', { name: message(lang, 'home.services.schedule'), exact: true });
      await expect(schedule).toHaveAttribute('href', '#contact');
      await markDocument(page);
      await schedule.click();
      await expect(page.locator('section#contact')).toBeInViewport();
      await sameDocument(page);
    });
    await test.step('"Book this service" scrolls to contact with that service selected', async () => {
      const chosen = services[2] as ServiceDoc;
      const select = page.locator('#contact select[name="service"]');
      await expect(select).toHaveValue('');
      await markDocument(page);
      await page
        .locator(`#services li[data-service="${chosen.value}"]`)
        .getByRole('link', {
          name: message(lang, 'home.services.bookServiceLabel', { service: inLang(chosen.title, lang) }),
        })
        .click();
      await expect(page.locator('section#contact')).toBeInViewport();
      await expect(select).toHaveValue(chosen.value);
      await expect(select.locator('option:checked')).toHaveText(inLang(chosen.title, lang));
      await expect(select).toBeFocused();
      await sameDocument(page);

      // The link's own address preselects too (a shared link, a new tab, no JavaScript yet).
      const other = services[4] as ServiceDoc;
      await page.goto(localizedHref(`/?service=${other.value}#contact`, lang));
      await expect(page.locator('#contact select[name="service"]')).toHaveValue(other.value);
    });
    await test.step('"More Info" of interior detailing opens its page in the same language', async () => {
      const interior = services.find((service) => service.value === INTERIOR_DETAILING_SERVICE) as ServiceDoc;
      await page
        .getByRole('link', {
          name: message(lang, 'home.services.moreInfoLabel', { service: inLang(interior.title, lang) }),
        })
        .click();
      await expect(page).toHaveURL(localizedHref('/services/interior-detail', lang));
    });
  });
}

test('sections come in the spec order with their anchors', async ({ page }) => {
  await page.goto('/');
  const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(['home', 'services', 'gallery', 'reviews', 'video', 'contact']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test.describe('section reveal', () => {
  const revealed = (page: Page) => page.locator('#contact [data-reveal]').first();
  const opacity = (page: Page) => revealed(page).evaluate((element) => getComputedStyle(element).opacity);

  /** Scrolls so that `fraction` of the wrapper's box shows at the bottom of the viewport. */
  const showFraction = (page: Page, fraction: number) =>
    revealed(page).evaluate((element, share) => {
      const box = element.getBoundingClientRect();
      window.scrollTo({ top: box.top + window.scrollY - window.innerHeight + box.height * share, behavior: 'instant' });
    }, fraction);

  test('a section below the fold fades in once, at 10 % visible, and stays visible', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await opacity(page)).toBe('0');

    await showFraction(page, 0.04);
    await page.waitForTimeout(800);
    expect(await opacity(page)).toBe('0');

    await showFraction(page, 0.25);
    await expect.poll(() => opacity(page)).toBe('1');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(800);
    expect(await opacity(page)).toBe('1');
  });

  test("a section on a phone's first screen is in the first paint and never hidden; one further down fades in", async ({
    browser,
    baseURL,
  }) => {
    const phone = { viewport: { width: 390, height: 844 }, baseURL };
    const state = (locator: Locator) =>
      locator.evaluate((element) => ({
        opacity: getComputedStyle(element).opacity,
        seen: element.getAttribute('data-seen'),
        animations: element.getAnimations().map((animation) => (animation as CSSAnimation).animationName),
      }));
    const sections = (page: Page) =>
      [page.locator('[data-reveal]').first(), page.locator('[data-reveal]').last()] as const;

    // Before any of the page's JavaScript: every chunk of Next.js and of the site's islands blocked.
    const before = await browser.newContext(phone);
    const unhydrated = await before.newPage();
    await unhydrated.route('**/_next/static/**/*.js', (route) => route.abort());
    await unhydrated.goto(localizedHref('/about', 'en'));
    const [firstBefore] = sections(unhydrated);
    expect(await firstBefore.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(844 * 0.9);
    expect(await state(firstBefore)).toEqual({ opacity: '1', seen: null, animations: [] });
    await before.close();

    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(localizedHref('/about', 'en'));
    const [first, last] = sections(page);
    await expect.poll(() => state(last)).toEqual({ opacity: '0', seen: 'wait', animations: [] });
    expect(await state(first)).toEqual({ opacity: '1', seen: null, animations: [] });
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => state(last)).toEqual({ opacity: '1', seen: 'in', animations: ['reveal'] });
    await context.close();
  });

  test("a section added after the page has loaded (a preview's refresh) waits and fades in too", async ({ page }) => {
    await page.goto('/');
    // Added once the page has hydrated (the sections below the fold then wait): a node added to
    // server HTML that React has yet to hydrate is replaced with what React renders.
    await expect(page.locator('main [data-seen="wait"]').first()).toBeAttached();
    const added = page.locator('#added-section');
    await page.evaluate(() => {
      const section = document.createElement('section');
      section.id = 'added-section';
      section.setAttribute('data-reveal', '');
      section.style.height = '400px';
      section.textContent = 'Added';
      document.querySelector('main')!.append(section);
    });
    await expect(added).toHaveAttribute('data-seen', 'wait');
    expect(await added.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await added.scrollIntoViewIfNeeded();
    await expect(added).toHaveAttribute('data-seen', 'in');
    await expect.poll(() => added.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  });

  test('with reduced motion every section is simply there', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await opacity(page)).toBe('1');
    await context.close();
  });

  test('without JavaScript the same section is visible', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await opacity(page)).toBe('1');
    await revealed(page).scrollIntoViewIfNeeded();
    await expect(revealed(page)).toBeVisible();
    expect(await opacity(page)).toBe('1');
    await context.close();
  });
});
