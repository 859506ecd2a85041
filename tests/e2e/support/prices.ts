import { expect, type Page } from '@playwright/test';
import { INTERIOR_DETAILING_SERVICE } from '../../../lib/constants';
import { formatEuros } from '../../../lib/format';
import {
  contentDocument,
  contentDocuments,
  inLang,
  INTERIOR_PAGE_ID,
  message,
  type Locale,
  type LocaleValue,
} from './content';

/**
 * Every price the site shows says "VAT included" beside it (Portuguese consumer law, see
 * legal-information.spec.ts): the home page's service cards and the service page's schedule, read
 * in every language on the load every-page.spec.ts makes of each.
 */

type ServiceDoc = { value: string; priceFrom?: number };
type InteriorDoc = { schedule: { title: LocaleValue } };

const services = contentDocuments<ServiceDoc>('service');
const interior = contentDocument<InteriorDoc>(INTERIOR_PAGE_ID);
const priced = services.filter((service): service is Required<ServiceDoc> => Boolean(service.priceFrom));

/** A from-price as the page writes it, "VAT included" after it. */
const shown = (amount: number, lang: Locale) =>
  `${message(lang, 'price.from', { price: formatEuros(amount, lang) })} ${message(lang, 'price.vatIncluded')}`;

/** Every service card's from-price, in the card order, each with its own visible "VAT included". */
export async function expectHomePrices(page: Page, lang: Locale) {
  const vat = message(lang, 'price.vatIncluded');
  expect(priced).toHaveLength(services.length);
  const prices = page.getByTestId('service-price');
  await expect(prices).toHaveText(priced.map((service) => shown(service.priceFrom, lang)));
  for (const price of await prices.all()) await expect(price.getByText(vat, { exact: true })).toBeVisible();
}

/** The interior detailing page's one price, in its schedule, with "VAT included" beside it. */
export async function expectServicePagePrice(page: Page, lang: Locale) {
  const vat = message(lang, 'price.vatIncluded');
  const service = priced.find((candidate) => candidate.value === INTERIOR_DETAILING_SERVICE)!;
  const schedule = page.getByRole('region', { name: inLang(interior.schedule.title, lang) });
  await expect(schedule.getByText(message(lang, 'pages.price'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('service-price')).toHaveCount(1);
  const price = schedule.getByTestId('service-price');
  await expect(price).toHaveText(shown(service.priceFrom, lang));
  await expect(price.getByText(vat, { exact: true })).toBeVisible();
}
