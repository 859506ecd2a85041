import { expect, test, type Page } from '@playwright/test';
import {
  BUSINESS,
  HASH_SCROLL_DELAY_MS,
  HEADER_SCROLLED_THRESHOLD_PX,
  MOBILE_BREAKPOINT_PX,
  NAV_MENU_DELAY_MS,
} from '../../lib/constants';
import { FALLBACK_FONTS_ATTRIBUTE, FONTS_CACHED_KEY } from '../../lib/first-paint.mjs';
import { restingPosition } from './support/scroll';
import {
  contentDocument,
  homeUrl,
  LOCALES,
  localizedHref,
  message,
  type LocaleValue,
  interiorMenuTitle,
} from './support/content';

/** The site chrome: header, Services dropdown, section links, mobile menu, footer, chat link. */

type SiteSettingsDoc = {
  businessName: string;
  phone: string;
  email: string;
  whatsappNumber: string;
  copyrightYear: number;
  description: LocaleValue;
  footerHours: { days: LocaleValue; hours: LocaleValue }[];
  socialLinks: { network: string; url: string }[];
};
const settings = contentDocument<SiteSettingsDoc>('siteSettings');
const MIN_TARGET_PX = 44;

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page, lang: (typeof LOCALES)[number] = 'en') =>
  header(page).getByRole('navigation', { name: message(lang, 'nav.mainNavigation') });
/** The desktop menu's code loads after the page (only where it can be seen); wait until it responds. */
const interactiveNav = async (page: Page, lang: (typeof LOCALES)[number] = 'en') => {
  const nav = mainNav(page, lang);
  await expect(nav).toHaveAttribute('data-interactive', '');
  return nav;
};

/** Marks the document so a test can tell an in-page jump from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
}
async function expectSameDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
}
type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

test.describe('header', () => {
  test('turns solid exactly past the scroll threshold', async ({ page }) => {
    await page.goto('/');
    // Past the threshold first: proves the listener is live before checking the values below it.
    await scrollTo(page, 40);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    for (const [y, scrolled] of [
      [10, false],
      [HEADER_SCROLLED_THRESHOLD_PX, false],
      [HEADER_SCROLLED_THRESHOLD_PX + 1, true],
      [0, false],
    ] as const) {
      await scrollTo(page, y);
      await expect(header(page)).toHaveAttribute('data-scrolled', String(scrolled));
    }
    // At the top over the dark hero it is transparent; scrolled, translucent white with a shadow.
    const style = () =>
      header(page).evaluate((element) => {
        const { backgroundColor, boxShadow } = getComputedStyle(element);
        return { backgroundColor, boxShadow };
      });
    await expect.poll(style).toEqual({ backgroundColor: 'rgba(0, 0, 0, 0)', boxShadow: 'none' });
    await scrollTo(page, 40);
    // White at 90 % opacity. The build writes it in lab() after a hex fallback (rounding noise in
    // its a and b axes); older builds mixed it in oklab.
    await expect
      .poll(async () => (await style()).backgroundColor)
      .toMatch(
        /^(rgba\(255, 255, 255, 0\.9\)|oklab\((1|0\.99\d*) \S+ \S+ \/ 0\.9\)|lab\(100 -?0\.0000\d* -?0\.0000\d* \/ 0\.9\))$/,
      );
    expect((await style()).boxShadow).not.toBe('none');
  });

  test('is already scrolled when a page loads mid-way', async ({ page }) => {
    await page.goto('/#contact');
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
  });
});

test.describe('Services dropdown', () => {
  test('opens on hover after the delay and leads to both items', async ({ page }) => {
    // The items' names in every language are read on every-page's home load (support/site-chrome.ts).
    const lang = 'en';
    await page.goto(homeUrl(lang));
    const nav = await interactiveNav(page, lang);
    const trigger = nav.getByRole('button', { name: message(lang, 'nav.services') });
    const interior = nav.getByRole('link', { name: interiorMenuTitle(lang) });
    const allServices = nav.getByRole('link', { name: message(lang, 'nav.allServices') });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Measured in the page (pointer arrival to aria-expanded), so a slow machine cannot blur it.
    await trigger.evaluate((button) => {
      (window as unknown as { openDelay: Promise<number> }).openDelay = new Promise((resolve) => {
        let enteredAt: number | undefined;
        button.addEventListener('pointermove', () => (enteredAt ??= performance.now()));
        new MutationObserver((_, observer) => {
          if (enteredAt === undefined || button.getAttribute('aria-expanded') !== 'true') return;
          observer.disconnect();
          resolve(performance.now() - enteredAt);
        }).observe(button, { attributeFilter: ['aria-expanded'] });
      });
    });
    await trigger.hover();
    const openDelay = await page.evaluate(() => (window as unknown as { openDelay: Promise<number> }).openDelay);
    expect(openDelay).toBeGreaterThanOrEqual(NAV_MENU_DELAY_MS - 1);
    await expect(interior).toBeVisible();
    await expect(allServices).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await markDocument(page);
    await allServices.click();
    await expect(page).toHaveURL(homeUrl(lang, '#services'));
    await expectSameDocument(page);
    await expect(page.locator('#services')).toBeInViewport();
    await expect(interior).toBeHidden();

    await trigger.hover();
    await interior.click();
    await expect(page).toHaveURL(localizedHref('/services/interior-detail', lang));
  });

  test('is operable by keyboard', async ({ page }) => {
    await page.goto('/about');
    const nav = await interactiveNav(page);
    const trigger = nav.getByRole('button', { name: message('en', 'nav.services') });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: interiorMenuTitle('en') })).toBeFocused();
    await page.keyboard.press('Tab');
    const allServices = nav.getByRole('link', { name: message('en', 'nav.allServices') });
    await expect(allServices).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: interiorMenuTitle('en') })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(allServices).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/#services');
  });

  test('without JavaScript the menu is plain links and Services leads to the services section', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/about?lang=pt');
    const nav = mainNav(page, 'pt');
    await expect(nav.getByRole('link', { name: message('pt', 'nav.about') })).toHaveAttribute(
      'href',
      localizedHref('/about', 'pt'),
    );
    await nav.getByRole('link', { name: message('pt', 'nav.services') }).click();
    await expect(page).toHaveURL(homeUrl('pt', '#services'));
    await context.close();
  });

  test('a phone loads the menu only once its window grows desktop-wide, and it then works', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    // In the HTML all along (hidden below the breakpoint), but not hydrated: Radix never loaded.
    // The desktop menu, not the mobile panel's list of the same name.
    const menu = header(page).locator(`nav[aria-label="${message('en', 'nav.mainNavigation')}"]:not(#mobile-menu nav)`);
    await expect(menu).toHaveCount(1);
    expect(await menu.getAttribute('data-interactive')).toBeNull();

    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = await interactiveNav(page);
    const trigger = nav.getByRole('button', { name: message('en', 'nav.services') });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: interiorMenuTitle('en') })).toBeVisible();
  });
});

test.describe('section links', () => {
  test('on the home page Contact scrolls in place', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    await mainNav(page)
      .getByRole('link', { name: message('en', 'nav.contact') })
      .click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await expectSameDocument(page);
  });

  test('elsewhere Contact opens the home page at the section, in the same language', async ({ page }) => {
    await page.goto('/about');
    await mainNav(page)
      .getByRole('link', { name: message('en', 'nav.contact') })
      .click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();

    await page.goto('/about?lang=pt');
    await mainNav(page, 'pt')
      .getByRole('link', { name: message('pt', 'nav.contact') })
      .click();
    await expect(page).toHaveURL('/?lang=pt#contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.locator('#contact')).toBeInViewport();
  });

  /**
   * A first visit keeps the faces it paints in (lib/first-paint.mjs). On a later visit whose font
   * files are not cached, the text above a section is laid out again in the web fonts after the
   * scroll has set off (the matched fallback breaks some lines elsewhere), and the scroll heads for
   * where the section was.
   */
  const visits = {
    'a first visit': { fallbackMark: true, prepare: async () => {} },
    // No mark: the page asks for the faces as it lays out, and they come in once the page has
    // scrolled, as on a slow phone network.
    'a later visit': {
      fallbackMark: false,
      prepare: async (page: Page) => {
        await page.addInitScript((key) => localStorage.setItem(key, '1'), FONTS_CACHED_KEY);
        let scrolled: () => void;
        const scrolling = new Promise<void>((resolve) => (scrolled = resolve));
        await page.exposeFunction('reportScroll', () => scrolled());
        await page.addInitScript(() =>
          addEventListener('scroll', () => (window as unknown as { reportScroll: () => void }).reportScroll(), {
            once: true,
          }),
        );
        await page.route('**/*.woff2', async (route) => {
          await scrolling;
          await new Promise((resolve) => setTimeout(resolve, 300));
          await route.continue();
        });
      },
    },
  };

  for (const [visit, { fallbackMark, prepare }] of Object.entries(visits)) {
    for (const section of ['services', 'gallery', 'reviews', 'video', 'contact']) {
      test(`on ${visit}, a page opened with #${section} scrolls to that section after ${HASH_SCROLL_DELAY_MS} ms (phone)`, async ({
        page,
      }) => {
        // A phone: the long, stacked sections are where a misjudged distance shows most.
        await page.setViewportSize({ width: 390, height: 844 });
        await prepare(page);
        await page.goto(`/#${section}`);
        await expect(page.locator(`#${section}`)).toBeInViewport();
        if (fallbackMark) await expect(page.locator('html')).toHaveAttribute(FALLBACK_FONTS_ATTRIBUTE);
        else await expect(page.locator('html')).not.toHaveAttribute(FALLBACK_FONTS_ATTRIBUTE);
        // Where the scroll comes to rest: the section's top at its scroll margin, just below the
        // fixed header. Not merely somewhere on screen, not short of it and not past it (a scroll
        // computed against text or sections whose real height is not known yet lands elsewhere).
        await page.evaluate(() => document.fonts.ready);
        const resting = await restingPosition(page.locator(`#${section}`));
        expect(resting.margin).toBeGreaterThan(0);
        expect(Math.abs(resting.top - resting.margin)).toBeLessThanOrEqual(2);
      });
    }
  }
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, traps the page, closes with Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: message('en', 'nav.openMenu') });
    const panel = page.locator('#mobile-menu');
    await expect(mainNav(page)).toBeHidden();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);

    await toggle.click();
    const close = header(page).getByRole('button', { name: message('en', 'nav.closeMenu') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('navigation', { name: message('en', 'nav.mainNavigation') }).getByRole('link');
    await expect(links).toHaveText([
      ...['nav.home', 'nav.about'].map((id) => message('en', id)),
      interiorMenuTitle('en'),
      ...['nav.allServices', 'nav.gallery', 'nav.reviews', 'nav.contact'].map((id) => message('en', id)),
    ]);
    for (const box of await Promise.all((await links.all()).map((link) => link.boundingBox()))) {
      expect(box!.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }
    // Focus moves into the panel, the page behind is inert and does not scroll.
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(await page.locator('main').evaluate((element) => (element as HTMLElement).inert)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.locator('main').evaluate((element) => (element as HTMLElement).inert)).toBe(false);

    await markDocument(page);
    await toggle.click();
    await panel.getByRole('link', { name: message('en', 'nav.gallery') }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/#gallery');
    await expect(page.locator('#gallery')).toBeInViewport();
    await expectSameDocument(page);

    await toggle.click();
    await page.evaluate(() => (window.location.hash = '#services'));
    await expect(panel).toBeHidden();
  });

  test('holds the language selector, phone and Book Now', async ({ page }) => {
    await page.goto('/?lang=uk');
    await header(page)
      .getByRole('button', { name: message('uk', 'nav.openMenu') })
      .click();
    const panel = page.locator('#mobile-menu');
    await expect(panel.getByRole('navigation', { name: message('uk', 'nav.language') }).getByRole('link')).toHaveCount(
      LOCALES.length,
    );
    await expect(
      panel.getByRole('link', { name: message('uk', 'nav.callUs', { phone: settings.phone }) }),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: message('uk', 'nav.bookNow') })).toHaveAttribute(
      'href',
      homeUrl('uk', '#contact'),
    );
  });
});

test(`the desktop navigation replaces the menu from ${MOBILE_BREAKPOINT_PX} px`, async ({ page }) => {
  await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX, height: 900 });
  await page.goto('/?lang=uk');
  await expect(header(page).getByRole('button', { name: message('uk', 'nav.openMenu') })).toBeHidden();
  const nav = mainNav(page, 'uk');
  await expect(nav).toBeVisible();
  await expect(header(page).getByRole('link', { name: message('uk', 'nav.bookNow') })).toBeVisible();
  // Everything fits on one row at the narrowest desktop width.
  const overflow = await header(page).evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBe(0);
  await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX - 1, height: 900 });
  await expect(nav).toBeHidden();
  await expect(header(page).getByRole('button', { name: message('uk', 'nav.openMenu') })).toBeVisible();
});

// The header's and footer's texts and links in every language are read on every-page.spec.ts's load
// of the home page in each language (support/site-chrome.ts).
test.describe('footer', () => {
  test('Book Now opens the contact section from another page, and scrolls to it in place on the home page', async ({
    page,
  }) => {
    const bookNow = () => page.getByRole('contentinfo').getByRole('link', { name: message('en', 'nav.bookNow') });
    await page.goto('/about');
    await bookNow().click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await markDocument(page);
    await bookNow().click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await expectSameDocument(page);
  });
});

test.describe('floating chat link', () => {
  test('is a plain WhatsApp link that loads nothing until clicked', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url());
    });
    await page.goto('/');
    const chat = page.getByRole('link', {
      name: `${message('en', 'chrome.whatsapp')} ${message('en', 'chrome.newTab')}`,
    });
    await expect(chat).toHaveAttribute('href', `https://wa.me/${settings.whatsappNumber}`);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /noopener/);
    const box = (await chat.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    expect(thirdParty).toEqual([]);
  });

  // Its place on phones from 360 to 430 px over the hero, in every language: every-page.spec.ts
  // (support/chat-link.ts).

  test(`does not cover the footer's last row at 360, ${MOBILE_BREAKPOINT_PX} and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/about');
    for (const width of [360, MOBILE_BREAKPOINT_PX, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await scrollTo(page, 1e6);
      const chat = (await page
        .getByRole('link', { name: `${message('en', 'chrome.whatsapp')} ${message('en', 'chrome.newTab')}` })
        .boundingBox())!;
      const footer = page.getByRole('contentinfo');
      for (const item of [
        footer.getByText(`© ${BUSINESS.copyrightYear}`),
        footer.getByRole('link', { name: message('en', 'chrome.footer.privacyPolicy') }),
        footer.getByRole('link', { name: message('en', 'chrome.footer.termsOfService') }),
        footer.getByRole('link', {
          name: `${message('en', 'chrome.footer.complaintsBook')} ${message('en', 'chrome.newTab')}`,
        }),
      ]) {
        expect(overlap((await item.boundingBox())!, chat), `${width} px`).toBe(false);
      }
    }
  });
});
