import { expect, test, type Page } from '@playwright/test';
import {
  expectHeaderContrastAtTop,
  expectNoAxeViolations,
  expectSkipLinkFirst,
  LIGHTHOUSE_PHONE,
} from './support/accessibility';
import { expectBeforeAfterTexts } from './support/before-after';
import { expectBlackTextInBlackFiles } from './support/black-font';
import { expectChatLinkClearOfHero } from './support/chat-link';
import { expectContactSection } from './support/contact';
import { LOCALES, localizedHref, type Locale } from './support/content';
import { expectAboutPage, expectInteriorPage, expectLegalPage } from './support/content-pages';
import { expectGalleryTexts } from './support/gallery';
import { expectCollectionNotice, expectHero, expectServiceCards } from './support/home-sections';
import { expectNoEnglish } from './support/language-purity';
import { expectLegalFooter } from './support/legal-footer';
import { expectHead, expectJsonLd } from './support/metadata';
import { expectNotFoundPage, watchConsoleErrors } from './support/not-found';
import { expectHomePrices, expectServicePagePrices } from './support/prices';
import { expectReviews } from './support/reviews';
import { expectFitsWidth, REVIEW_SCREENSHOTS, saveScreenshot } from './support/screenshots';
import {
  expectOnlyInjectedScriptRefused,
  expectSecureHeaders,
  watchPolicyViolations,
} from './support/security-headers';
import { expectFooter, expectHeaderLinks, expectServicesMenuItems } from './support/site-chrome';
import { NOT_FOUND_PATH, revealWholePage, SCREENS, SITE_PAGES } from './support/site-pages';
import { expectPauseLabel, expectVideoTexts } from './support/video';

/**
 * Every public screen in every language, each in one page load, with everything that holds on
 * every page: the headers and the policy, the <head> and structured data, the footer's legal
 * lines, no English in a translation, every character drawn in Black in the Black files, WCAG 2.2
 * AA by axe, nothing wider than the window. The same load then checks the screen's own texts in
 * its language (the home page's sections, the site chrome's links, the not-found page, the
 * service page's price) and, for every screen in English and the home page in the longer
 * Portuguese and Ukrainian, grows to a desktop for its layout, axe and the keyboard's first stop
 * (`npm run screenshots` adds a full-page screenshot of each pass, for review). The header's
 * contrast at the top is checked once per screen, in English: what a phone's header shows there
 * (the brand's monogram and name, icons) reads the same in every language. What a section does
 * when used is its journey's spec, in English.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/**
 * Where a page's texts are read: a desktop shows the main navigation's own labels and the header's
 * utility bar (at the top of the page), as the journeys' default window does.
 */
const READING = { width: 1280, height: 720 };

type ScreenName = (typeof SCREENS)[number]['name'];

/**
 * Each screen's own checks, in the order the load runs them: `atTop` before anything scrolls
 * (first views), `read` at the reading width (texts, nothing changed), `interact` after the
 * screenshots (what opens, plays or moves).
 */
type ScreenChecks = {
  atTop?: (page: Page, lang: Locale) => Promise<void>;
  read?: (page: Page, lang: Locale) => Promise<void>;
  interact?: (page: Page, lang: Locale) => Promise<void>;
};
const SCREEN_CHECKS: Partial<Record<ScreenName, ScreenChecks>> = {
  home: {
    atTop: async (page, lang) => {
      await expectChatLinkClearOfHero(page, lang);
      await page.setViewportSize(READING);
      await expectHeaderLinks(page, lang);
    },
    read: async (page, lang) => {
      await expectHero(page, lang);
      await expectServiceCards(page, lang);
      await expectHomePrices(page, lang);
      await expectCollectionNotice(page, lang);
      await expectGalleryTexts(page, lang);
      await expectBeforeAfterTexts(page, lang);
      await expectReviews(page, lang);
      await expectVideoTexts(page, lang);
      await expectContactSection(page, lang);
      await expectFooter(page, lang);
    },
    interact: async (page, lang) => {
      await expectPauseLabel(page, lang);
      await expectServicesMenuItems(page, lang);
    },
  },
  about: { read: expectAboutPage },
  interiorDetail: {
    read: async (page, lang) => {
      await expectInteriorPage(page, lang);
      await expectServicePagePrices(page, lang);
    },
  },
  privacyPolicy: { read: (page, lang) => expectLegalPage(page, lang, SITE_PAGES.privacyPolicy.slice(1)) },
  termsOfService: { read: (page, lang) => expectLegalPage(page, lang, SITE_PAGES.termsOfService.slice(1)) },
};

/** A desktop pass: every screen in English, and the home page in every language. */
const desktopPass = (name: ScreenName, lang: Locale) => lang === 'en' || name === 'home';

// Whole-page passes on a phone and a desktop on a busy two-core machine: first image resizes can
// be slow, and the home page reads every section too.
test.describe.configure({ timeout: 180_000 });

for (const screen of SCREENS) {
  for (const lang of LOCALES) {
    const desktop = desktopPass(screen.name, lang);
    const checks = SCREEN_CHECKS[screen.name] ?? {};
    const own =
      screen.name === 'home' ? "the sections' and chrome's texts, " : checks.read ? "the page's own texts, " : '';
    test(`${screen.name} (${lang}) on a phone${desktop ? ' and a desktop' : ''}: headers and policy, ${lang === 'en' ? "header's contrast, " : ''}head, legal lines, ${lang === 'en' ? '' : 'no English, '}${own}Black, axe, width`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(LIGHTHOUSE_PHONE);
      const violations = watchPolicyViolations(page);
      const errors = watchConsoleErrors(page);
      const response = await page.goto(localizedHref(screen.path, lang));
      expect(response?.status()).toBe(screen.name === 'not-found' ? 404 : 200);
      await expectSecureHeaders(response);
      if (lang === 'en') await expectHeaderContrastAtTop(page);
      if (screen.name === 'not-found') await expectNotFoundPage(page, lang, NOT_FOUND_PATH, errors);
      else {
        await expectHead(page, screen.name, lang);
        await expectJsonLd(page, screen.name, lang);
      }
      await expectLegalFooter(page, lang);
      await checks.atTop?.(page, lang);

      await page.setViewportSize(READING);
      if (lang !== 'en') await expectNoEnglish(page, lang);
      await checks.read?.(page, lang);

      await page.setViewportSize(PHONE);
      await expectBlackTextInBlackFiles(page, screen.name === 'not-found' ? 3 : 1);
      // Lazy pictures are waited for only where a screenshot shows them.
      await revealWholePage(page, { images: REVIEW_SCREENSHOTS && desktop });
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
      if (desktop) {
        await saveScreenshot(page, `${screen.name}-${lang}-${PHONE.width}`, testInfo);
        // Nothing has taken the focus yet: the first Tab starts from the top of the page.
        await page.setViewportSize(DESKTOP);
        await expectSkipLinkFirst(page, lang);
        await revealWholePage(page, { images: REVIEW_SCREENSHOTS });
        await expectNoAxeViolations(page);
        await expectFitsWidth(page);
        await saveScreenshot(page, `${screen.name}-${lang}-${DESKTOP.width}`, testInfo);
      }

      await checks.interact?.(page, lang);
      await expectOnlyInjectedScriptRefused(page, violations);
    });
  }
}
