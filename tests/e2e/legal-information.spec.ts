import { expect, test, type Locator, type Page } from '@playwright/test';
import { COMPLAINTS_BOOK_URL, INTERIOR_DETAILING_SERVICE } from '../../lib/constants';
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
  type Locale,
  type LocaleValue,
  INTERIOR_PAGE_ID,
} from './support/content';
import { SCREENS, SITE_PAGES } from './support/site-pages';

/**
 * What Portuguese consumer law asks of every page, in every language: who provides the service
 * (legal name, NIPC, trade register), the dispute resolution entities and the complaints book in the
 * footer, server-rendered; and "VAT included" beside every price. The structured data's side is in
 * metadata.spec.ts, the Studio's NIF check in studio-legal.spec.ts.
 */

type SettingsDoc = {
  legalName: string;
  nif: string;
  tradeRegister: { office: string; number: string };
  registeredAddress?: unknown;
  disputeResolution: { name: string; url: string }[];
};
type ServiceDoc = { value: string; priceFrom?: number };
type InteriorDoc = { schedule: { title: LocaleValue } };

const settings = contentDocument<SettingsDoc>('siteSettings');
const services = contentDocuments<ServiceDoc>('service');
const interior = contentDocument<InteriorDoc>(INTERIOR_PAGE_ID);

/** The provider line as the footer writes it; the bundled company has no separate registered office. */
function providerLine(lang: Locale): string {
  const { legalName, nif, tradeRegister } = settings;
  return [
    legalName,
    message(lang, 'chrome.footer.taxNumber', { kind: 'company', number: nif }),
    message(lang, 'chrome.footer.tradeRegister', { office: tradeRegister.office, number: tradeRegister.number }),
  ].join(' · ');
}

async function expectNewTabLink(link: Locator, href: string, text: string) {
  await expect(link).toBeVisible();
  await expect(link).toHaveText(text);
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
}

async function expectLegalFooter(page: Page, lang: Locale) {
  const footer = page.getByRole('contentinfo');
  const newTab = message(lang, 'chrome.newTab');

  await expect(footer.getByText(providerLine(lang), { exact: true })).toBeVisible();

  const disputesLabel = message(lang, 'chrome.footer.disputes');
  const disputes = footer.locator('p').filter({ hasText: disputesLabel });
  await expect(disputes).toHaveText(
    `${disputesLabel} ${settings.disputeResolution.map((entity) => entity.name).join(' · ')}`,
  );
  for (const entity of settings.disputeResolution) {
    const link = disputes.getByRole('link', { name: `${entity.name} ${newTab}`, exact: true });
    await expectNewTabLink(link, entity.url, entity.name);
  }

  const complaintsBook = message(lang, 'chrome.footer.complaintsBook');
  expect(complaintsBook).toContain('Livro de Reclamações');
  const complaints = footer
    .getByRole('navigation', { name: message(lang, 'chrome.footer.legal') })
    .getByRole('link', { name: `${complaintsBook} ${newTab}`, exact: true });
  await expectNewTabLink(complaints, COMPLAINTS_BOOK_URL, complaintsBook);
}

test('the expected provider line holds for the bundled settings', () => {
  // A company's number (a NIPC, not a person's NIF), and no registered office apart from the address.
  expect(isPersonalNif(settings.nif)).toBe(false);
  expect(settings.registeredAddress).toBeUndefined();
  expect(settings.disputeResolution.length).toBeGreaterThanOrEqual(1);
});

for (const screen of SCREENS) {
  for (const lang of LOCALES) {
    test(`${screen.name} (${lang}) names the provider, the dispute resolution entities and the complaints book`, async ({
      page,
    }) => {
      const response = await page.goto(localizedHref(screen.path, lang));
      expect(response?.status()).toBe(screen.name === 'not-found' ? 404 : 200);
      await expectLegalFooter(page, lang);
    });
  }
}

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
