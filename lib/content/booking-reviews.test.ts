import type { SanityClient } from 'next-sanity';
import { describe, expect, it } from 'vitest';
import { orderRanks } from '@/schemas/lib/order-rank';
import { bookingReview } from '@/tests/support/booking-review';
import { bookingReviewDraft, bookingReviewId, createBookingReviews } from './booking-reviews';

/**
 * The document a booking's review becomes, and what the write path refuses before writing. Its
 * writes against a real Content Lake: tests/integration/content-lake-review-drafts.test.ts.
 */

const REQUEST_ID = '0b9f5e0c-3f1e-4c55-9a43-5a0e8b2c7d11';
const review = bookingReview({ requestId: REQUEST_ID });

describe('bookingReviewId', () => {
  it('is the booking’s: one review per booking, the id erase_booking_data names', () => {
    expect(bookingReviewId(REQUEST_ID)).toBe(`review-booking-${REQUEST_ID}`);
  });

  it.each(['', 'abc', `${REQUEST_ID}/x`, REQUEST_ID.toUpperCase()])('refuses %j', (requestId) => {
    expect(() => bookingReviewId(requestId)).toThrow(/request id/);
  });
});

describe('bookingReviewDraft', () => {
  it('is a draft review in the customer’s words and language, from a verified booking, with the booking’s service and car', () => {
    const lastRank = orderRanks(3)[2]!;
    expect(bookingReviewDraft(review, { serviceId: 'service-ppf', lastRank })).toEqual({
      _id: `drafts.review-booking-${REQUEST_ID}`,
      _type: 'review',
      name: 'Olena K.',
      rating: 4,
      text: { _type: 'localeText', pt: 'Ficou impecável, recomendo.' },
      originalLanguage: 'pt',
      service: { _type: 'reference', _ref: 'service-ppf', _weak: true },
      vehicle: 'Škoda Octavia',
      date: '2026-12-09',
      source: 'booking',
      verifiedBooking: true,
      orderRank: orderRanks(1, { after: lastRank })[0],
    });
  });

  it('goes at the end of the owner’s list, or in the middle of an empty one', () => {
    const lastRank = orderRanks(5)[4]!;
    const { orderRank } = bookingReviewDraft(review, { serviceId: null, lastRank });
    expect(orderRank > lastRank).toBe(true);
    expect(bookingReviewDraft(review, { serviceId: null, lastRank: null }).orderRank).toBe(orderRanks(1)[0]);
    // A rank the plugin never writes is passed over, not trusted.
    expect(bookingReviewDraft(review, { serviceId: null, lastRank: 'zzz' }).orderRank).toBe(orderRanks(1)[0]);
  });

  it('names no service or car the booking had none of', () => {
    const draft = bookingReviewDraft(
      { ...review, service: null, vehicle: null, language: 'uk' },
      {
        serviceId: null,
        lastRank: null,
      },
    );
    expect(draft).not.toHaveProperty('service');
    expect(draft).not.toHaveProperty('vehicle');
    expect(draft).toMatchObject({ originalLanguage: 'uk', text: { _type: 'localeText', uk: review.text } });
  });
});

describe('deleting booking reviews', () => {
  it('refuses any other document before writing anything', async () => {
    const client = {
      transaction: () => {
        throw new Error('nothing may be written');
      },
    } as unknown as SanityClient;
    const reviews = createBookingReviews(client);
    for (const id of ['siteSettings', `drafts.review-booking-${REQUEST_ID}`, 'review-marta-interior']) {
      await expect(reviews.delete([`review-booking-${REQUEST_ID}`, id])).rejects.toThrow(/Not a booking review/);
    }
    await expect(reviews.delete([])).resolves.toBeUndefined();
  });
});
