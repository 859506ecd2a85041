// `npm run bookings:export -- <email>` and `npm run bookings:erase -- <email>`: a person's right of
// access and erasure (GDPR art. 15, 17) for booking requests, through the service-role-only SQL
// functions export_booking_data / erase_booking_data (supabase/migrations, the delivery migration).
// Erasure then deletes the Studio's documents of the person's reviews, but those they asked to keep
// (lib/booking/inbox/erasure.ts), with the site's own write path (lib/content/booking-reviews.ts).
// On the local stack and the local Content Lake by default; for a hosted project set SUPABASE_URL and
// SUPABASE_SECRET_KEY (Project Settings → API keys), and for hosted Sanity the site's
// NEXT_PUBLIC_SANITY_PROJECT_ID (and _DATASET) and SANITY_API_WRITE_TOKEN. Export prints JSON (or
// writes it with --out FILE); erasure prints what it deleted.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createInbox, erasePersonWithReviews, ReviewsNotDeletedError } from '../../lib/booking/inbox/index.ts';
import { createBookingReviews, reviewWriteClient } from '../../lib/content/booking-reviews.ts';
import { contentLake } from '../../lib/env/public.ts';
import { LOCAL_SANITY_WRITE_TOKEN } from '../../lib/env/server-schema.ts';
import { secretKeyClientFromEnv } from './secret-key-client.ts';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' } },
});
const [action, email] = positionals;
if (!(action === 'export' || action === 'erase') || !email?.includes('@')) {
  console.error('Usage: npm run bookings:export -- <email> [--out FILE]   |   npm run bookings:erase -- <email>');
  process.exit(2);
}

// Checked before anything is erased: the reviews' documents are named only once.
const sanityToken = process.env.SANITY_API_WRITE_TOKEN?.trim() || (contentLake.isLocal ? LOCAL_SANITY_WRITE_TOKEN : '');
if (action === 'erase' && !sanityToken) {
  console.error(
    'SANITY_API_WRITE_TOKEN is not set: the Editor token of the Sanity project at NEXT_PUBLIC_SANITY_PROJECT_ID (the site’s), which deletes the person’s reviews.',
  );
  process.exit(2);
}

const { client: supabase, url } = secretKeyClientFromEnv();
let report: unknown;
try {
  if (action === 'export') {
    report = await createInbox({ client: supabase }).exportPerson(email);
  } else {
    const reviews = createBookingReviews(reviewWriteClient(contentLake, sanityToken));
    report = await erasePersonWithReviews(createInbox({ client: supabase }), email, reviews.delete);
  }
} catch (error) {
  // The database is erased by then: the message names the review documents left to delete.
  if (error instanceof ReviewsNotDeletedError) console.error(error.message);
  else {
    console.error(`bookings:${action} failed at ${url}: ${error instanceof Error ? error.message : error}`);
    if (!process.env.SUPABASE_URL) console.error('Is the local stack running? Start it with: npm run stack');
  }
  process.exit(1);
}
const output = `${JSON.stringify(report, null, 2)}\n`;
if (action === 'export' && options.out) {
  await writeFile(options.out, output);
  console.error(`Wrote everything stored about ${email} to ${options.out}`);
} else {
  process.stdout.write(output);
}
