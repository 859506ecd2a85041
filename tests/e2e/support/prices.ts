import { expect, type Page } from '@playwright/test';
import { INTERIOR_DETAILING_SERVICE } from '../../../lib/constants';
import { formatEuroCents } from '../../../lib/format';
import { contentDocument, contentDocuments, inLang, message, type Locale, type LocaleValue } from './content';

/**
 * The prices the bundled content sets, as the pages show them: each service card's from-price (its
 * lowest class price) and the interior detailing page's tables by vehicle size and of its extras,
 * each with the VAT wording of the business's regime (Portuguese consumer law, see
 * legal-information.spec.ts), read in every language on the load every-page.spec.ts makes of each.
 */

type SizeDoc = { _id: string; title: LocaleValue; examples?: LocaleValue };
type ServiceDoc = {
  _id: string;
  value: string;
  prices?: { size: { _ref: string }; price?: number; onRequest?: boolean }[];
};
type ExtraDoc = { _id: string; title: LocaleValue; price: number; services?: { _ref: string }[] };

const sizes = contentDocuments<SizeDoc>('vehicleSize');
const services = contentDocuments<ServiceDoc>('service');
const extras = contentDocuments<ExtraDoc>('serviceExtra');
const exempt = contentDocument<{ vatRegime?: string }>('siteSettings').vatRegime === 'exempt';

/** What every price says about VAT under the bundled content's regime. */
const vatWording = (lang: Locale) => message(lang, exempt ? 'price.vatExempt' : 'price.vatIncluded');

/** Euros as the pages write them. */
const euros = (amount: number, lang: Locale) => formatEuroCents(Math.round(amount * 100), lang);

/** A service's price for a size class in euros; null when on request (so marked, or no price). */
function classPrice(service: ServiceDoc, size: SizeDoc): number | null {
  const entry = service.prices?.find((price) => price.size._ref === size._id);
  return entry?.price && !entry.onRequest ? entry.price : null;
}

/** A bundled service's lowest and highest class price in euros, over its classes with a price. */
export function bundledPriceRange(value: string): { min: number; max: number } {
  const service = services.find((candidate) => candidate.value === value)!;
  const priced = sizes.map((size) => classPrice(service, size)).filter((price) => price !== null);
  // Each bundled service has a price for some class, so each card and its structured data show one.
  expect(priced.length).toBeGreaterThan(0);
  return { min: Math.min(...priced), max: Math.max(...priced) };
}

/** Whether the bundled content's prices include VAT (its regime is the normal one, not the exemption). */
export const bundledVatIncluded = !exempt;

/** Every service card's from-price, in the card order, each with its own visible VAT wording. */
export async function expectHomePrices(page: Page, lang: Locale) {
  const vat = vatWording(lang);
  const prices = page.getByTestId('service-price');
  await expect(prices).toHaveText(
    services.map(
      ({ value }) => `${message(lang, 'price.from', { price: euros(bundledPriceRange(value).min, lang) })} ${vat}`,
    ),
  );
  for (const price of await prices.all()) await expect(price.getByText(vat, { exact: true })).toBeVisible();
}

/**
 * The interior detailing page's prices: a row per size class in the owner's order (its name and
 * examples, its price or "On request"), a row per extra offered with it, and the VAT wording once.
 */
export async function expectServicePagePrices(page: Page, lang: Locale) {
  const service = services.find((candidate) => candidate.value === INTERIOR_DETAILING_SERVICE)!;
  const price = message(lang, 'pages.price');

  const bySize = page.getByRole('table', { name: message(lang, 'pages.prices.title'), exact: true });
  await expect(bySize.getByRole('columnheader')).toHaveText([message(lang, 'pages.prices.size'), price]);
  const sizeRows = bySize.locator('tbody tr');
  await expect(sizeRows).toHaveCount(sizes.length);
  for (const [index, size] of sizes.entries()) {
    const row = sizeRows.nth(index);
    const header = row.getByRole('rowheader');
    await expect(header).toContainText(inLang(size.title, lang));
    if (size.examples) await expect(header).toContainText(inLang(size.examples, lang));
    const amount = classPrice(service, size);
    await expect(row.getByRole('cell')).toHaveText(
      amount === null ? message(lang, 'price.onRequest') : euros(amount, lang),
    );
  }

  const offered = extras.filter(
    (extra) => !extra.services?.length || extra.services.some(({ _ref }) => _ref === service._id),
  );
  expect(offered.length).toBeGreaterThan(0);
  const extrasTable = page.getByRole('table', { name: message(lang, 'pages.prices.extras'), exact: true });
  await expect(extrasTable.getByRole('columnheader')).toHaveText([message(lang, 'pages.prices.extra'), price]);
  await expect(extrasTable.getByRole('rowheader')).toHaveText(offered.map((extra) => inLang(extra.title, lang)));
  await expect(extrasTable.locator('tbody td')).toHaveText(offered.map((extra) => euros(extra.price, lang)));

  const section = page.getByRole('region', { name: message(lang, 'pages.prices.title'), exact: true });
  await expect(section.getByText(vatWording(lang), { exact: true })).toHaveCount(1);
  await expect(section.getByText(vatWording(lang), { exact: true })).toBeVisible();
}
