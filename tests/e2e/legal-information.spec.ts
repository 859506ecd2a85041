import { expect, test } from '@playwright/test';
import { INTERIOR_DETAILING_SERVICE } from '../../lib/constants';
import { formatEuros } from '../../lib/format';
import { isPersonalNif } from '../../lib/legal/nif';
import {
  contentDocument,
  contentDocuments,
  homeUrl,
  inLang,
  LOCALES,
  localizedHref,
  message,
  type LocaleValue,
  INTERIOR_PAGE_ID,
} from './support/content';
import { expectLegalFooter, settings } from './support/legal-footer';
import { SITE_PAGES } from './support/site-pages';

/**
 * What Portuguese consumer law asks of the site: the provider's identification, the dispute
 * resolution entities and the complaints book in the footer, server-rendered (every page in every
 * language: every-page.spec.ts), and "VAT included" beside every price. The structured data's side
 * is in support/metadata.ts, the Studio's NIF check in studio-legal.spec.ts.
 */

type ServiceDoc = { value: string; priceFrom?: number };
type InteriorDoc = { schedule: { title: LocaleValue } };

const services = contentDocuments<ServiceDoc>('service');
const interior = contentDocument<InteriorDoc>(INTERIOR_PAGE_ID);

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

for (const lang of LOCALES) {
  test(`every price says VAT included beside it (${lang})`, async ({ page }) => {
    const vat = message(lang, 'price.vatIncluded');
    const shown = (amount: number) => `${message(lang, 'price.from', { price: formatEuros(amount, lang) })} ${vat}`;

    await page.goto(homeUrl(lang));
    const priced = services.filter((service): service is Required<ServiceDoc> => Boolean(service.priceFrom));
    expect(priced).toHaveLength(services.length);
    const prices = page.getByTestId('service-price');
    await expect(prices).toHaveText(priced.map((service) => shown(service.priceFrom)));
    for (const price of await prices.all()) await expect(price.getByText(vat, { exact: true })).toBeVisible();

    await page.goto(localizedHref(SITE_PAGES.interiorDetail, lang));
    const service = priced.find((candidate) => candidate.value === INTERIOR_DETAILING_SERVICE)!;
    const schedule = page.getByRole('region', { name: inLang(interior.schedule.title, lang) });
    await expect(schedule.getByText(message(lang, 'pages.price'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('service-price')).toHaveCount(1);
    const price = schedule.getByTestId('service-price');
    await expect(price).toHaveText(shown(service.priceFrom));
    await expect(price.getByText(vat, { exact: true })).toBeVisible();
  });
}
