import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PriceList } from '../../lib/booking/estimate.ts';
import type { Locale } from '../../lib/constants/index.ts';
import { everyLanguage, priceListOf, type PriceListRead } from '../../lib/content/price-list.ts';
import { bookingPriceListQuery } from '../../lib/content/queries.ts';
import { clientFor } from '../integration/content-lake-clients.ts';
import { startSeededLake } from './content-lake.ts';

/**
 * The bundled dataset's price list as the booking database receives it: read from a real Content
 * Lake seeded with content/dataset.ndjson, through the site's own query and mapping.
 */
export async function loadBundledPriceList(): Promise<PriceList<Record<Locale, string>>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'price-list-lake-'));
  const lake = await startSeededLake(dir);
  try {
    const read = await clientFor(lake).fetch<PriceListRead<Parameters<typeof everyLanguage>[0]>>(bookingPriceListQuery);
    return priceListOf(read, everyLanguage);
  } finally {
    await lake.close();
    await rm(dir, { recursive: true, force: true });
  }
}
