import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import type { PriceList, StoredEstimate } from '../../../lib/booking/estimate';
import { formatEuroCents } from '../../../lib/format';
import { everyLanguage, priceListOf, type PriceListRead } from '../../../lib/content/price-list';
import { bookingPriceListQuery } from '../../../lib/content/queries';
import { bookingForm, sharedDatabaseUrl } from './booking';
import { message, type Locale } from './content';
import { lakeQuery } from './lake';

/**
 * The booking form's vehicle size, extras and estimate (issue 58) as a visitor meets them. Expected
 * figures are summed here from the published price list, the one the pages and the database read,
 * not taken from the site's own estimate code.
 */

export type VehicleChoice = { size: string; extras: string[] };

/** One choice per language, over the bundled ceramic coating of fullBooking: priced with an extra, two extras, on request. */
export const VEHICLE_CHOICES: Record<Locale, VehicleChoice> = {
  en: { size: 'vehicleSize-suv', extras: ['serviceExtra-headlights'] },
  pt: { size: 'vehicleSize-city', extras: ['serviceExtra-engine-bay', 'serviceExtra-headlights'] },
  uk: { size: 'vehicleSize-van', extras: ['serviceExtra-engine-bay'] },
};

/** The published price list, every language, as the site's webhook copies it to the database. */
export async function publishedPriceList(): Promise<PriceList<Record<Locale, string>>> {
  const read = await lakeQuery<PriceListRead<Parameters<typeof everyLanguage>[0]>>(
    bookingPriceListQuery,
    null,
    'published',
  );
  return priceListOf(read, everyLanguage);
}

/** The total of a choice in cents, null when the service's class is on request. */
export function expectedTotal(list: PriceList<unknown>, service: string, choice: VehicleChoice): number | null {
  const base = list.services.find((entry) => entry.value === service)?.prices[choice.size] ?? null;
  if (base === null) return null;
  return choice.extras.reduce((sum, key) => sum + list.extras.find((extra) => extra.key === key)!.cents, base);
}

/** The estimate line as the visitor's language words it (the bundled regime includes VAT). */
export function estimateLine(list: PriceList<unknown>, lang: Locale, total: number | null): string {
  if (total === null) return message(lang, 'booking.estimateOnRequest');
  const vat = message(lang, list.vatRegime === 'exempt' ? 'price.vatExempt' : 'price.vatIncluded');
  // Free collection and delivery over the owner's threshold (spec §1: 350 euro, the bundled setting).
  const id = total > list.freeCollectionOverCents ? 'booking.estimateFreeCollection' : 'booking.estimate';
  return message(lang, id, { amount: formatEuroCents(total, lang), vat });
}

export function vehicleFields(page: Page, lang: Locale) {
  const form = bookingForm(page);
  return {
    size: form.getByLabel(message(lang, 'booking.vehicleSize'), { exact: true }),
    extras: form.getByRole('group', { name: message(lang, 'booking.extras') }).getByRole('checkbox'),
    extra: (list: PriceList<Record<Locale, string>>, key: string): Locator =>
      form.getByRole('checkbox', { name: list.extras.find((extra) => extra.key === key)!.label[lang] }),
  };
}

/** Chooses a size and ticks the extras. */
export async function chooseVehicle(
  page: Page,
  lang: Locale,
  list: PriceList<Record<Locale, string>>,
  choice: VehicleChoice,
): Promise<void> {
  const fields = vehicleFields(page, lang);
  await fields.size.selectOption(choice.size);
  for (const key of choice.extras) await fields.extra(list, key).check();
}

/** Nothing chosen: the form as a success leaves it. */
export async function expectNoVehicleChoice(page: Page, lang: Locale): Promise<void> {
  const fields = vehicleFields(page, lang);
  await expect(fields.size).toHaveValue('');
  for (const box of await fields.extras.all()) await expect(box).not.toBeChecked();
}

/** The estimates stored with a visitor's requests, oldest first. */
export async function storedEstimates(email: string): Promise<(StoredEstimate | null)[]> {
  const client = new pg.Client({ connectionString: sharedDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ estimate: StoredEstimate | null }>(
      'select estimate from public.contact_submissions where email = $1 order by created_at',
      [email],
    );
    return rows.map((row) => row.estimate);
  } finally {
    await client.end();
  }
}
