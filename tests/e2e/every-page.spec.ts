import { expect, test } from '@playwright/test';
import {
  expectHeaderContrastAtTop,
  expectNoAxeViolations,
  expectSkipLinkFirst,
  LIGHTHOUSE_PHONE,
} from './support/accessibility';
import { LOCALES, localizedHref, type Locale } from './support/content';
import { expectNoEnglish } from './support/language-purity';
import { expectLegalFooter } from './support/legal-footer';
import { expectHead, expectJsonLd } from './support/metadata';
import { expectFitsWidth, saveScreenshot } from './support/screenshots';
import {
  expectOnlyInjectedScriptRefused,
  expectSecureHeaders,
  watchPolicyViolations,
} from './support/security-headers';
import { revealWholePage, SCREENS } from './support/site-pages';

/**
 * Every public screen in every language, each in one page load, with everything that holds on
 * every page: the headers and the policy, the <head> and structured data, the footer's legal lines,
 * no English in a translation, WCAG 2.2 AA by axe, nothing wider than the window, and a full-page
 * screenshot for review (English, and the home page in the longer Portuguese and Ukrainian).
 * Phones carry the language-specific checks; a desktop checks its own layout and the keyboard's
 * first stop once per screen (English), and the home page's longer labels in every language.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Where a translation's visible text is read: a desktop shows the main navigation's own labels. */
const READING = { width: 1280, height: 720 };

// Whole-page passes on a busy two-core machine: first image resizes can be slow.
test.describe.configure({ timeout: 120_000 });

const screenshotTaken = (name: string, lang: Locale) => lang === 'en' || name === 'home';

for (const screen of SCREENS) {
  for (const lang of LOCALES) {
    test(`${screen.name} (${lang}) on a phone: headers and policy, head, legal lines, ${lang === 'en' ? '' : 'no English, '}axe, width`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(LIGHTHOUSE_PHONE);
      const violations = watchPolicyViolations(page);
      const response = await page.goto(localizedHref(screen.path, lang));
      expect(response?.status()).toBe(screen.name === 'not-found' ? 404 : 200);
      await expectSecureHeaders(response);
      await expectHeaderContrastAtTop(page);
      if (screen.name !== 'not-found') {
        await expectHead(page, screen.name, lang);
        await expectJsonLd(page, screen.name, lang);
      }
      await expectLegalFooter(page, lang);
      if (lang !== 'en') {
        await page.setViewportSize(READING);
        await expectNoEnglish(page, lang);
      }

      await page.setViewportSize(PHONE);
      const shot = screenshotTaken(screen.name, lang);
      await revealWholePage(page, { images: shot });
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
      if (shot) await saveScreenshot(page, `${screen.name}-${lang}-${PHONE.width}`, testInfo);
      await expectOnlyInjectedScriptRefused(page, violations);
    });
  }
}

for (const screen of SCREENS) {
  for (const lang of LOCALES.filter((candidate) => screenshotTaken(screen.name, candidate))) {
    test(`${screen.name} (${lang}) on a desktop: the skip link first, axe, width`, async ({ page }, testInfo) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(localizedHref(screen.path, lang));
      await expectSkipLinkFirst(page, lang);
      await revealWholePage(page);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
      await saveScreenshot(page, `${screen.name}-${lang}-${DESKTOP.width}`, testInfo);
    });
  }
}
