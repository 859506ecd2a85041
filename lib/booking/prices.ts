import type { SupabaseClient } from '@supabase/supabase-js';
import type { Locale } from '../constants/index.ts';
import type { Database, Json } from './database.types.ts';
import type { PriceList } from './estimate.ts';

/**
 * Copies the content's price list, as just published, to the booking database
 * (publish_booking_price_list, supabase/migrations/20261209090000_vehicle_size_prices.sql), whose
 * insert trigger computes each request's estimate from it. The database checks the list whole and
 * keeps the previous one when it refuses; this throws then, with its reason. `client` holds the
 * project's secret key (the site's server, or `npm run bookings:sync-prices`). Plain Node loads it.
 */
export async function publishBookingPriceList(
  client: SupabaseClient<Database>,
  list: PriceList<Record<Locale, string>>,
): Promise<void> {
  const { error } = await client.rpc('publish_booking_price_list', { p_list: list as unknown as Json });
  if (error) throw new Error(`publish_booking_price_list failed: ${error.code} ${error.message}`);
}
