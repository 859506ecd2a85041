// `npm run bookings:sync-prices`: copies the published prices (size classes, each service's price per
// class, the extras, the VAT regime) to the booking database, whose insert computes each request's
// estimate from them (supabase/README.md "Prices"). The site does the same after every publish that
// changes them (its Sanity webhook); run this once after deploying the prices migration, or after
// the webhook was off. Reads the site's Content Lake (NEXT_PUBLIC_SANITY_PROJECT_ID and _DATASET, a
// private dataset with SANITY_API_READ_TOKEN) and writes SUPABASE_URL with SUPABASE_SECRET_KEY; the
// local lake and stack by default.
import { createClient } from 'next-sanity';
import { publishBookingPriceList } from '../../lib/booking/prices.ts';
import { everyLanguage, priceListOf, type PriceListRead } from '../../lib/content/price-list.ts';
import { bookingPriceListQuery } from '../../lib/content/queries.ts';
import { contentLake, contentLakeClientConfig } from '../../lib/env/public.ts';
import { secretKeyClientFromEnv } from './secret-key-client.ts';

const { client: database, url } = secretKeyClientFromEnv();
const content = createClient({
  ...contentLakeClientConfig(contentLake),
  perspective: 'published',
  token: process.env.SANITY_API_READ_TOKEN?.trim() || undefined,
});
try {
  const read = await content.fetch<PriceListRead<Parameters<typeof everyLanguage>[0]>>(bookingPriceListQuery);
  const list = priceListOf(read, everyLanguage);
  await publishBookingPriceList(database, list);
  console.log(
    `Published ${list.sizes.length} size classes, ${list.services.length} services and ${list.extras.length} extras (${list.vatRegime} VAT regime) to ${url}`,
  );
} catch (error) {
  console.error(`bookings:sync-prices failed: ${error instanceof Error ? error.message : error}`);
  if (!process.env.SUPABASE_URL) console.error('Are the local lake and stack running? npm run local starts both.');
  process.exit(1);
}
