import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { publishBookingPriceList } from '@/lib/booking/prices';
import { secretKeyClient } from '@/lib/booking/secret-key-client';
import { getBookingPriceList } from '@/lib/content';
import { handleRevalidateWebhook } from '@/lib/content/revalidate';
import { isSanityConfigured } from '@/lib/env/public';
import { serverEnv } from '@/lib/env/server';

/** The published prices into the booking database, whose insert computes each request's estimate from them. */
async function publishPrices(): Promise<void> {
  const client = secretKeyClient();
  if (!client) {
    // Without the secret key nothing reaches the database's copy: requests are stored without an estimate.
    console.warn('SUPABASE_SECRET_KEY is not set: the booking database keeps its previous price list');
    return;
  }
  await publishBookingPriceList(client, await getBookingPriceList());
}

export async function POST(request: NextRequest) {
  return handleRevalidateWebhook(request, {
    secret: serverEnv.revalidateSecret,
    // Hosted Content Lake is eventually consistent; the bundled file is not.
    waitForConsistency: isSanityConfigured,
    // Stale-while-revalidate: visitors never wait, and a failed regeneration keeps the last good page.
    revalidate: (tag) => revalidateTag(tag, 'max'),
    publishPrices,
  });
}
