import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInbox, erasePersonWithReviews, ReviewsNotDeletedError } from '../../lib/booking/inbox/index.ts';
import { bookingReviewId, createBookingReviews, reviewWriteClient } from '../../lib/content/booking-reviews.ts';
import { LOCAL_ACCOUNT_DEFAULTS } from '../../stand-ins/sanity-content-lake/auth.ts';
import { publishEdit, signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { reviewContent } from '../support/appointment-mail.ts';
import { bookingReview, lakeWithBookingReviews } from '../support/booking-review.ts';
import { aRequest, rpc, service } from './appointments.ts';
import { superuserQuery } from './support.ts';

/**
 * A job done and reviewed, then its customer erased, as the site runs it on the real stack and a
 * real local lake: the owner's "done" through the inbox with the content's review settings (the
 * Requests API's path) queues the review request; the customer's review is kept by the database and
 * written to the lake as a draft (the review page's path); erasing the person (the Requests tool's
 * and `npm run bookings:erase`'s path) deletes the database rows, then their reviews' documents in
 * the lake, published or draft, but the one they asked to keep.
 */
let lake: Awaited<ReturnType<typeof lakeWithBookingReviews>>;
const inbox = createInbox({ client: service });
const owner = { id: 'p-owner-1', name: 'Rui Marques' };

beforeAll(async () => {
  lake = await lakeWithBookingReviews('lake-review-erasure-');
});

afterAll(() => lake.close());

/** Marks the request done as the owner does, then the customer reviews it on the site. */
async function doneAndReviewed(requestId: string, keepAfterErasure: boolean) {
  const done = await inbox.setStatus(requestId, 'done', owner, {
    delayHours: 2,
    validDays: 60,
    mail: reviewContent().mail,
  });
  expect(done?.mails.map((mail) => mail.kind)).toEqual(['review-request']);
  const [{ nonce }] = (await superuserQuery<{ nonce: string }>(
    'select nonce from private.booking_reviews where request_id = $1',
    [requestId],
  )) as [{ nonce: string }];
  await rpc('save_booking_review', {
    p_nonce: nonce,
    p_rating: 5,
    p_text: 'Бездоганно.',
    p_shown_name: 'Олена К.',
    p_consent_publish: true,
    p_keep_after_erasure: keepAfterErasure,
  });
  const saved = await lake.reviews.save(
    bookingReview({ requestId, rating: 5, text: 'Бездоганно.', shownName: 'Олена К.', language: 'uk', vehicle: null }),
  );
  expect(saved).toBe('saved');
  return bookingReviewId(requestId);
}

async function sameEmailRequest(email: string): Promise<string> {
  const [row] = await superuserQuery<{ id: string }>(
    `insert into public.contact_submissions (idempotency_key, name, email, visitor_language, notified_at)
     values (gen_random_uuid(), 'Олена Коваленко', $1, 'uk', now()) returning id`,
    [email],
  );
  return row!.id;
}

const inLake = (id: string) => lake.lake.store.documents.has(id) || lake.lake.store.documents.has(`drafts.${id}`);

describe('erasing a person who reviewed their bookings', () => {
  it('deletes their reviews in the Studio, published and draft, but the one they asked to keep', async () => {
    const { id: first, email } = await aRequest('uk');
    const second = await sameEmailRequest(email);
    const third = await sameEmailRequest(email);
    const published = await doneAndReviewed(first, false);
    const draft = await doneAndReviewed(second, false);
    const kept = await doneAndReviewed(third, true);
    // The owner publishes two of them, as the Studio does.
    const ownerToken = await signInToLake(
      lake.address.apiHost,
      LOCAL_ACCOUNT_DEFAULTS.owner,
      'http://localhost:3000/studio',
    );
    for (const id of [published, kept])
      await publishEdit(lake.address.apiHost, ownerToken, { id, fieldPath: 'rating', value: 5 });
    expect(lake.lake.store.documents.has(published)).toBe(true);

    const erased = await erasePersonWithReviews(inbox, email, lake.reviews.delete);
    expect(erased).toMatchObject({ bookingRequests: 3 });
    expect([...erased.deletedReviews].sort()).toEqual([published, draft].sort());
    expect(inLake(published)).toBe(false);
    expect(inLake(draft)).toBe(false);
    expect(lake.lake.store.documents.has(kept)).toBe(true);
    // A second erasure finds nothing more, and deletes nothing.
    expect(await erasePersonWithReviews(inbox, email, lake.reviews.delete)).toMatchObject({
      bookingRequests: 0,
      reviews: [],
      deletedReviews: [],
    });
  });

  it('names the reviews left in the Studio when the Content Lake refuses, after the database erased them', async () => {
    const { id, email } = await aRequest('uk');
    const documentId = await doneAndReviewed(id, false);
    const refused = createBookingReviews(reviewWriteClient(lake.address, 'sk-not-a-token'));
    const error = await erasePersonWithReviews(inbox, email, refused.delete).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReviewsNotDeletedError);
    expect(error).toMatchObject({ documentIds: [documentId] });
    expect(inLake(documentId)).toBe(true);
    expect((await inbox.exportPerson(email)).booking_requests).toEqual([]);
  });
});
