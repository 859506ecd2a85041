import { expect, test, type Locator, type Page } from '@playwright/test';
import { INTERIOR_DETAILING_SERVICE } from '../../lib/constants';
import { homeUrl, inLang, localizedHref, message } from './support/content';
import { services, type ServiceDoc } from './support/home-sections';
import { restingPosition } from './support/scroll';

/**
 * Home page: the sections in order, their reveal, and where the hero's, the service cards' and the
 * collection notice's links lead. The hero, the six service cards and the collection terms in
 * every language are read on every-page.spec.ts's load of the home page in each language
 * (support/home-sections.ts, the prices support/prices.ts); following a link does the same in every
 * language, so it is done here in English.
 */

/** Marks the document so a test can tell an in-page jump from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
}
const sameDocument = (page: Page) => expect(page.locator('html[data-test-same-document]')).toHaveCount(1);

// In English, but for the address and More Info: a translation's address carries the language
// beside the service, so the page is loaded again from the Ukrainian one, as a visitor would.
test("home: the hero's and the collection notice's links jump within the page, Book this service selects its service (by click and by address), More Info opens its page", async ({
  page,
}) => {
  const lang = 'en';
  await page.goto(homeUrl(lang));
  await test.step('the hero jumps to contact and services on the same page', async () => {
    const hero = page.locator('section#home');
    await markDocument(page);
    await hero.getByRole('link', { name: message(lang, 'hero.bookService'), exact: true }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('section#contact')).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole('link', { name: message(lang, 'hero.ourServices'), exact: true }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator('section#services')).toBeInViewport();
    await sameDocument(page);
  });
  await test.step("the collection notice's link jumps to contact on the same page", async () => {
    await markDocument(page);
    await page
      .getByTestId('collection-notice')
      .getByRole('link', { name: message(lang, 'home.services.schedule'), exact: true })
      .click();
    await expect(page.locator('section#contact')).toBeInViewport();
    await sameDocument(page);
    // The jump is smooth: the next click waits until it has come to rest, as a person's would, so
    // its own scroll does not race the end of this one.
    await restingPosition(page.locator('section#contact'));
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
    await page.goto(localizedHref(`/?service=${other.value}#contact`, 'uk'));
    await expect(page.locator('#contact select[name="service"]')).toHaveValue(other.value);
  });
  await test.step('"More Info" of interior detailing opens its page in the same language', async () => {
    const interior = services.find((service) => service.value === INTERIOR_DETAILING_SERVICE) as ServiceDoc;
    await page
      .getByRole('link', {
        name: message('uk', 'home.services.moreInfoLabel', { service: inLang(interior.title, 'uk') }),
      })
      .click();
    await expect(page).toHaveURL(localizedHref('/services/interior-detail', 'uk'));
  });
});

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
