import { expect, test } from '@playwright/test';
import { isPersonalNif } from '../../lib/legal/nif';
import { homeUrl, LOCALES } from './support/content';
import { expectLegalFooter, settings } from './support/legal-footer';

/**
 * What Portuguese consumer law asks of the site: the provider's identification, the dispute
 * resolution entities and the complaints book in the footer, server-rendered (every page in every
 * language: every-page.spec.ts), and "VAT included" beside every price (the home page's cards and
 * the service page's schedule in every language: every-page.spec.ts with support/prices.ts). The
 * structured data's side is in support/metadata.ts, the Studio's NIF check in studio-legal.spec.ts.
 */

test('the expected provider line holds for the bundled settings', () => {
  // A company's number (a NIPC, not a person's NIF), and no registered office apart from the address.
  expect(isPersonalNif(settings.nif)).toBe(false);
  expect(settings.registeredAddress).toBeUndefined();
  expect(settings.disputeResolution.length).toBeGreaterThanOrEqual(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the entry page, carries all of it in its server HTML, in every language', async ({ page }) => {
    for (const lang of LOCALES) {
      await page.goto(homeUrl(lang));
      await expectLegalFooter(page, lang);
    }
  });
});
