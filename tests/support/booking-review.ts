import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBookingReviews, reviewWriteClient, type BookingReview } from '../../lib/content/booking-reviews.ts';
import { LOCAL_SANITY_WRITE_TOKEN } from '../../lib/env/server-schema.ts';
import { startSeededLake } from './content-lake.ts';

/** A customer's review of a booking as save_booking_review keeps it; a booking of its own unless given. */
export const bookingReview = (overrides: Partial<BookingReview> = {}): BookingReview => ({
  requestId: randomUUID(),
  rating: 4,
  text: 'Ficou impecável, recomendo.',
  shownName: 'Olena K.',
  language: 'pt',
  service: 'ppf',
  vehicle: 'Škoda Octavia',
  date: '2026-12-09',
  ...overrides,
});

/**
 * A seeded local lake in a folder of its own with the site's review write path on it, configured as
 * lib/content/review-drafts.ts configures it (the lake's Editor token); `close` removes both.
 */
export async function lakeWithBookingReviews(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const lake = await startSeededLake(dir);
  const address = { projectId: 'local', dataset: 'production', apiVersion: '2025-10-01', apiHost: lake.url };
  const writer = reviewWriteClient(address, LOCAL_SANITY_WRITE_TOKEN);
  return {
    lake,
    address,
    writer,
    reviews: createBookingReviews(writer),
    close: async () => {
      await lake.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
